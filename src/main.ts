import * as core from '@actions/core';
import { readFileSync } from 'node:fs';
import { runCheck } from './core/run';
import { renderMarkdown } from './reporters/markdown';

interface PullRequestEvent {
  pull_request?: {
    base: { sha: string };
    head: { sha: string; ref: string };
    user?: { login: string };
    labels?: { name: string }[];
  };
}

/** The Action: analyse the pull request's checked-out repository and publish the verdict. */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let summary = '';
  try {
    const event = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8')) as PullRequestEvent;
    const pr = event.pull_request;
    if (!pr) {
      core.setFailed('agent-gate runs on pull_request events; this event has no pull request.');
      return;
    }
    const report = await runCheck({
      repoDir: env.GITHUB_WORKSPACE ?? '.',
      base: pr.base.sha,
      head: pr.head.sha,
      headBranch: pr.head.ref,
      options: { pullRequest: { author: pr.user?.login, labels: pr.labels?.map((l) => l.name) } },
    });
    summary = renderMarkdown(report);
    core.setOutput('verdict', report.verdict);
    core.setOutput('blocking-count', report.findings.filter((f) => f.severity === 'blocking').length);
    core.setOutput('findings', JSON.stringify(report.findings));
    if (report.verdict === 'fail')
      core.setFailed(
        `agent-gate: ${report.findings.filter((f) => f.severity === 'blocking').length} blocking finding(s)`,
      );
  } catch (err) {
    core.setFailed(`agent-gate: ${(err as Error).message}`);
  } finally {
    if (summary && env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(summary).write();
  }
}
