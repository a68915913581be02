import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// `npm run demo` runs dist/cli.js on the shipped example repository. Its pull request
// holds one gap of each kind an agent leaves; its base branch holds none.
const root = join(__dirname, '..');
const built = existsSync(join(root, 'dist', 'cli.js'));

function demo(...args: string[]) {
  const res = spawnSync(process.execPath, [join(root, 'scripts', 'demo.mjs'), '--format', 'json', ...args], {
    encoding: 'utf8',
    cwd: root,
  });
  expect(res.stderr).toBe('');
  return JSON.parse(res.stdout) as {
    verdict: string;
    author: { kind: string };
    findings: { ruleId: string; severity: string; file: string }[];
  };
}

(built ? describe : describe.skip)('the demo', () => {
  it('reports the gaps of the agent-style pull request', () => {
    const report = demo();
    expect(report.verdict).toBe('fail');
    expect(report.author.kind).toBe('agent');
    const found = report.findings.map((f) => `${f.severity} ${f.ruleId} ${f.file}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'blocking schema/migration-missing prisma/schema.prisma',
        'blocking env/undeclared src/config.ts',
        'blocking api/contract-drift web/src/Checkout.tsx',
        'blocking stripe/idempotency-key src/routes/refunds.ts',
        'blocking stripe/webhook-error-handling src/routes/webhook.ts',
        'blocking stripe/webhook-error-tests src/routes/webhook.ts',
      ]),
    );
  });

  it('reports nothing on its base branch', () => {
    const report = demo('--base-branch');
    expect(report.findings).toEqual([]);
    expect(report.verdict).toBe('pass');
  });
});
