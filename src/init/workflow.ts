/**
 * The workflow a repository (or an organisation, as its workflow template or the workflow
 * its ruleset requires) runs agent-gate with. One text: `agent-gate init` writes it,
 * `workflow-templates/agent-gate.yml` and the README show it, and a test keeps them equal.
 */
export const WORKFLOW_PATH = '.github/workflows/agent-gate.yml';

export const WORKFLOW_TEXT = `# agent-gate: blocks pull requests (from coding agents above all) that miss cross-layer
# changes, with a review that says what to fix. Make the "agent-gate / agent-gate" check
# required in the ruleset or branch protection rule of your default branch.
name: agent-gate

on:
  pull_request:
    # labeled/unlabeled: the approval label clears policy findings.
    types: [opened, synchronize, reopened, ready_for_review, labeled, unlabeled]
  # A human's approving review clears policy findings too.
  pull_request_review:
    types: [submitted, dismissed]
  merge_group:

permissions: {}

jobs:
  agent-gate:
    uses: agent-gate/agent-gate/.github/workflows/agent-gate.yml@v1
    permissions:
      contents: read # check out the repository and read the pull request
      pull-requests: write # post the review
    # with:
    #   fail-on: blocking        # blocking | warning | never
    #   review: inline           # inline | summary | off
    #   agent-mention: '@copilot'
`;
