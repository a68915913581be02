import { runCheck } from '../../../src/core/run';
import { makeRepo } from '../../helpers/repo';
import { ruleTester } from '../../helpers/rule-tester';

const config = 'protected:\n  - "infra/**"\n  - ".github/workflows/**"\n';
const app = {
  'package.json': '{ "name": "app", "version": "1.0.0" }\n',
  'src/app.ts': 'export const answer = 42;\n',
  'infra/main.tf': 'resource "aws_s3_bucket" "b" {}\n',
  '.github/workflows/ci.yml': 'on: push\njobs: {}\n',
};

ruleTester('policy/protected-path', {
  valid: [
    {
      name: 'an agent changes an unprotected path',
      base: app,
      config,
      agent: true,
      head: { 'src/app.ts': 'export const answer = 43;\n' },
    },
    {
      name: 'a human changes a protected path',
      base: app,
      config,
      head: { 'infra/main.tf': 'resource "aws_s3_bucket" "c" {}\n' },
    },
    {
      name: 'an agent changes a path that only looks like a protected one',
      base: app,
      config,
      agent: true,
      head: { 'src/infra/main.ts': 'export const x = 1;\n', 'infrastructure.md': '# notes\n' },
    },
    {
      name: 'no protected paths configured',
      base: app,
      agent: true,
      head: { 'infra/main.tf': 'resource "aws_s3_bucket" "c" {}\n' },
    },
  ],
  invalid: [
    {
      name: 'an agent edits a protected file',
      base: app,
      config,
      agent: true,
      head: { 'infra/main.tf': '# managed\nresource "aws_s3_bucket" "c" {}\n' },
      errors: [
        { file: 'infra/main.tf', line: 1, severity: 'blocking', message: /infra\/\*\*/, fix: /agent-gate-approved/ },
      ],
    },
    {
      name: 'an agent adds a workflow and deletes a protected file',
      base: app,
      config,
      agent: true,
      head: { '.github/workflows/deploy.yml': 'on: push\njobs: {}\n', 'infra/main.tf': null },
      errors: [
        { file: '.github/workflows/deploy.yml', line: 1, message: /changes/ },
        { file: 'infra/main.tf', line: 1, message: /deletes/ },
      ],
    },
    {
      name: 'an agent on a copilot/ branch (branch signal alone)',
      base: app,
      config,
      branch: 'copilot/fix-ci',
      head: { '.github/workflows/ci.yml': 'on: [push, pull_request]\njobs: {}\n' },
      errors: [{ file: '.github/workflows/ci.yml', line: 1 }],
    },
  ],
});

describe('policy/protected-path approvals', () => {
  const repo = () =>
    makeRepo({
      base: { ...app, '.github/agent-gate.yml': config },
      head: { 'infra/main.tf': 'resource "aws_s3_bucket" "c" {}\n' },
      agent: true,
    });
  const findings = async (pullRequest: { labels?: string[]; approvedByHuman?: boolean }) => {
    const r = repo();
    const report = await runCheck({
      repoDir: r.dir,
      base: r.base,
      head: r.head,
      onlyRules: ['policy/protected-path'],
      options: { pullRequest },
    });
    return report.findings.filter((f) => f.ruleId === 'policy/protected-path');
  };

  it('is cleared by the approval label', async () => {
    expect(await findings({ labels: ['agent-gate-approved'] })).toEqual([]);
  });
  it('is cleared by an approving review from a human', async () => {
    expect(await findings({ approvedByHuman: true })).toEqual([]);
  });
  it('is not cleared by another label', async () => {
    expect(await findings({ labels: ['lgtm'] })).toHaveLength(1);
  });
});
