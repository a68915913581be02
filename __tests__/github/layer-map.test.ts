import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { layerMap, mermaidFlowchart } from '../../src/reporters/layer-map';
import { runAction } from './action-runner';
import { FakeGitHub } from './fake-github';
import { openPullRequest } from './pr-fixture';

/**
 * The held-out shape of issue #19: a route reads a new env var, the pull request adds it
 * to .env.example but not to the k8s deployment. The review and the job summary carry a
 * map of the layers: route and template touched, the deployment config missed, and a red
 * env/undeclared edge to it.
 */
const base = {
  'package.json': '{ "name": "shop", "dependencies": { "next": "14.2.0" } }\n',
  '.env.example': 'DATABASE_URL=postgres://localhost/shop\nSTRIPE_SECRET_KEY=\n',
  'k8s/deployment.yaml': `apiVersion: apps/v1
kind: Deployment
metadata:
  name: shop
spec:
  template:
    spec:
      containers:
        - name: web
          image: ghcr.io/acme/shop:latest
          env:
            - name: DATABASE_URL
              value: postgres://db/shop
            - name: STRIPE_SECRET_KEY
              valueFrom:
                secretKeyRef: { name: stripe, key: secret }
`,
  'app/api/checkout/route.ts': `export async function POST(req: Request) {
  const body = await req.json();
  return Response.json({ total: body.amount });
}
`,
  'lib/db.ts': 'export const databaseUrl = process.env.DATABASE_URL;\n',
};
const head = {
  '.env.example': base['.env.example'] + 'TAX_RATE=0.2\n',
  'app/api/checkout/route.ts': `export async function POST(req: Request) {
  const body = await req.json();
  const rate = Number(process.env.TAX_RATE);
  return Response.json({ total: body.amount * (1 + rate) });
}
`,
};

let fake: FakeGitHub;
const dirs: string[] = [];
beforeEach(async () => {
  fake = await new FakeGitHub().start();
});
afterEach(async () => {
  await fake.stop();
});
afterAll(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m) => m[1]);
}

describe.each([
  ['with a checkout', false],
  ['without a checkout (the pull request read from the API)', true],
])('the layer map of a new env var the deployment lacks, %s', (_name, apiOnly) => {
  it('is in the review body and the job summary, with a red env/undeclared edge to the k8s deployment', async () => {
    const fixture = openPullRequest({ fake, base, head });
    if (apiOnly) {
      const empty = mkdtempSync(join(tmpdir(), 'agent-gate-nocheckout-'));
      dirs.push(empty);
      fixture.env.GITHUB_WORKSPACE = empty;
    }
    const { result, summary } = await runAction(fixture);
    const report = result.report!;

    // The route has no test either: a second gap, a warning.
    expect(report.findings.map((f) => `${f.severity} ${f.ruleId} ${f.file}:${f.line}`)).toEqual([
      'blocking env/undeclared app/api/checkout/route.ts:3',
      'warning tests/missing-for-change app/api/checkout/route.ts:1',
    ]);
    expect(report.layers).toEqual([
      { layer: 'env-template', files: ['.env.example'] },
      { layer: 'deploy-config', files: [], unchanged: ['k8s/deployment.yaml'] },
      { layer: 'api-route', files: ['app/api/checkout/route.ts'] },
    ]);

    const [inReview] = mermaidBlocks(fake.reviews[0].body);
    const [inSummary] = mermaidBlocks(summary);
    expect(inReview).toBe(mermaidFlowchart(layerMap(report)!));
    expect(inSummary).toBe(inReview);
    const lines = inReview.split('\n').map((l) => l.trim());
    expect(lines[0]).toBe('flowchart LR');
    expect(lines).toEqual(
      expect.arrayContaining([
        't_api_route["<b>API route</b><br/>app/api/checkout/route.ts"]',
        't_env_template["<b>env template</b><br/>.env.example"]',
        'm_deploy_config["<b>deployment config</b><br/><i>not changed</i><br/>k8s/deployment.yaml"]',
        'm_tests["<b>tests</b><br/><i>not changed</i>"]',
        't_api_route -. "env/undeclared" .-> m_deploy_config',
        't_api_route -. "tests/missing-for-change" .-> m_tests',
        'class t_env_template,t_api_route touched',
        'class m_deploy_config,m_tests missing',
        'linkStyle 0,1 stroke:#d73a49,stroke-width:2px,stroke-dasharray:5 5,color:#d73a49',
      ]),
    );
  });
});

it('a change in one layer with no cross-layer finding gets no map', async () => {
  const fixture = openPullRequest({
    fake,
    base,
    head: { 'lib/db.ts': "export const databaseUrl = process.env.DATABASE_URL ?? '';\n" },
  });
  const { result, summary } = await runAction(fixture);
  expect(result.report!.layers).toEqual([{ layer: 'code', files: ['lib/db.ts'] }]);
  expect(summary).toContain('agent-gate: ✅ passed');
  expect(summary).not.toContain('```mermaid');
});
