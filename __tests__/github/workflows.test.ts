import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { INPUT_NAMES, readInputs } from '../../src/github/inputs';

const root = join(__dirname, '..', '..');
const read = (path: string) => parseYaml(readFileSync(join(root, path), 'utf8'));

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: Record<string, string>;
  steps?: Step[];
  uses?: string;
}
interface Workflow {
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const WORKFLOWS = ['.github/workflows/agent-gate.yml', '.github/workflows/ci.yml', 'workflow-templates/agent-gate.yml'];
/** What the gate calls: the repository and pull request (contents), reviews and comments (pull-requests). */
const USED = new Set(['contents: read', 'pull-requests: write']);

describe.each(WORKFLOWS)('%s', (path) => {
  const workflow = read(path) as Workflow;
  const jobs = Object.entries(workflow.jobs);

  it('asks for no permission the gate does not use', () => {
    for (const [, job] of jobs) {
      for (const [scope, level] of Object.entries(job.permissions ?? {})) expect(USED).toContain(`${scope}: ${level}`);
    }
    for (const [scope, level] of Object.entries(workflow.permissions ?? {}))
      expect(USED).toContain(`${scope}: ${level}`);
  });

  it('checks out without leaving the token in .git/config', () => {
    const checkouts = jobs.flatMap(([, job]) => job.steps ?? []).filter((s) => s.uses?.startsWith('actions/checkout@'));
    for (const step of checkouts) expect(step.with?.['persist-credentials']).toBe(false);
  });
});

describe('action.yml', () => {
  const action = read('action.yml') as { inputs: Record<string, { default?: string }> };
  it('lists the inputs src/github/inputs.ts reads', () => {
    expect(Object.keys(action.inputs).sort()).toEqual([...INPUT_NAMES].sort());
  });
  it('repeats the defaults the schema applies (config-file has none: .yml, else .yaml)', () => {
    const env = Object.fromEntries(
      Object.entries(action.inputs)
        .filter(([name, i]) => i.default !== undefined && name !== 'github-token')
        .map(([name, i]) => [`INPUT_${name.toUpperCase()}`, i.default]),
    );
    expect(readInputs({})).toEqual(readInputs(env));
    expect(action.inputs['config-file'].default).toBeUndefined();
  });
});

it('the reusable workflow passes an empty config-file by default, so the Action looks for .yml then .yaml', () => {
  const reusable = read('.github/workflows/agent-gate.yml') as {
    on: { workflow_call: { inputs: Record<string, { default?: string }> } };
  };
  expect(reusable.on.workflow_call.inputs['config-file'].default).toBe('');
  expect(readInputs({ 'INPUT_CONFIG-FILE': '' }).configFile).toBeUndefined();
});
