/**
 * @jest-environment jsdom
 */
import { readFileSync } from 'node:fs';
import { LAYERS, type LayerFiles } from '../../src/core/layers';
import { layerMap, MAX_MAP_NODES, mermaidFlowchart, textLayerMap } from '../../src/reporters/layer-map';
import { renderMarkdown } from '../../src/reporters/markdown';
import { renderText } from '../../src/reporters/text';
import { envVarReport, finding, HOSTILE_FILE, reportOf } from './fixtures';

/** Mermaid's flowchart parser, from the browser bundle GitHub's renderer is built from, in jsdom. */
interface MermaidApi {
  parse(text: string): Promise<{ diagramType: string }>;
  mermaidAPI: { getDiagramFromText(text: string): Promise<{ db: FlowDb }> };
}
interface FlowDb {
  getVertices(): Map<string, { id: string; text: string; classes: string[] }>;
  getEdges(): { start: string; end: string; text: string; stroke: string; style?: string[] }[];
}

/** The few DOM calls the test makes, typed here: the project's TypeScript has no DOM library. */
interface TestElement {
  textContent: string | null;
  innerHTML: string;
}
const dom = globalThis as unknown as {
  document: { createElement(tag: string): TestElement; head: { appendChild(node: TestElement): void } };
  window: { mermaid: MermaidApi };
};

let mermaid: MermaidApi;
beforeAll(() => {
  // A <script> runs the bundle as a browser would (jsdom runs scripts in this environment).
  const script = dom.document.createElement('script');
  script.textContent = readFileSync(require.resolve('mermaid/dist/mermaid.min.js'), 'utf8');
  dom.document.head.appendChild(script);
  mermaid = dom.window.mermaid;
});

/** Label text as a reader sees it: Mermaid's entity placeholders decoded, HTML reduced to its text. */
function readable(label: string): string {
  const html = label.replace(/ﬂ°°(\d+)¶ß/g, '&#$1;').replace(/ﬂ°(\w+)¶ß/g, '&$1;');
  const div = dom.document.createElement('div');
  div.innerHTML = html.replace(/<br\s*\/?>/g, '\n');
  return div.textContent ?? '';
}

async function parsed(text: string) {
  await mermaid.parse(text);
  const { db } = await mermaid.mermaidAPI.getDiagramFromText(text);
  const nodes = [...db.getVertices().values()].map((v) => ({ id: v.id, text: readable(v.text), classes: v.classes }));
  const edges = db
    .getEdges()
    .map((e) => ({ from: e.start, to: e.end, label: e.text, stroke: e.stroke, style: e.style }));
  return { nodes, edges };
}

describe('the Mermaid flowchart, read back by mermaid', () => {
  it('the env var PR: route, template and the deployment config it missed, with a red dashed env/undeclared edge', async () => {
    const { nodes, edges } = await parsed(mermaidFlowchart(layerMap(envVarReport)!));
    expect(nodes).toEqual([
      { id: 't_env_template', text: 'env template\n.env.example', classes: ['touched'] },
      { id: 'm_deploy_config', text: 'deployment config\nnot changed\nk8s/deployment.yaml', classes: ['missing'] },
      { id: 't_api_route', text: 'API route\napp/api/checkout/route.ts', classes: ['touched'] },
    ]);
    expect(edges).toEqual([
      {
        from: 't_api_route',
        to: 'm_deploy_config',
        label: 'env/undeclared',
        stroke: 'dotted',
        style: expect.arrayContaining(['stroke:#d73a49', 'stroke-dasharray:5 5']),
      },
    ]);
  });

  it('keeps hostile file names whole and literal', async () => {
    const report = reportOf([
      { layer: 'api-route', files: [HOSTILE_FILE] },
      { layer: 'tests', files: ['__tests__/a "b".test.ts'] },
    ]);
    const text = mermaidFlowchart(layerMap(report)!);
    expect(text).not.toContain('<script>');
    const { nodes } = await parsed(text);
    expect(nodes.map((n) => n.text)).toEqual([`API route\n${HOSTILE_FILE}`, 'tests\n__tests__/a "b".test.ts']);
    // The same label unescaped is not a diagram at all: the escaping is what makes it one.
    await expect(mermaid.parse(`flowchart LR\n  a["${HOSTILE_FILE}"]\n`)).rejects.toThrow();
  });

  it('rejects what is not a flowchart (the parser is a real check)', async () => {
    await expect(mermaid.parse('flowchart LR\n  a["x"] -. "y" .->\n')).rejects.toThrow();
    await expect(mermaid.parse('flowchart LR\n  a["x"]\n  linkStyle 1 stroke:red\n')).rejects.toThrow();
  });

  it('folds files beyond two into "+N more" and cuts long paths at the front', async () => {
    const long = `packages/${'deep/'.repeat(12)}handler.ts`;
    const report = reportOf([
      { layer: 'api-route', files: ['app/api/checkout/route.ts', 'app/api/a/route.ts', 'app/api/b/route.ts', long] },
      { layer: 'code', files: [long] },
    ]);
    const { nodes } = await parsed(mermaidFlowchart(layerMap(report)!));
    expect(nodes[0].text).toBe('API route\napp/api/checkout/route.ts\napp/api/a/route.ts\n+2 more');
    expect(nodes[1].text).toMatch(/^server code\n…\/(deep\/)+handler\.ts$/);
    expect(nodes[1].text.split('\n')[1].length).toBeLessThanOrEqual(60);
  });

  it(`draws at most ${MAX_MAP_NODES} boxes: every gap's ends, the other layers folded into one`, async () => {
    const layers: LayerFiles[] = LAYERS.map((layer) => ({ layer, files: [`${layer}/file.ts`] }));
    const findings = [
      finding('schema/migration-missing', 'data-model/file.ts', ['db/migrations']),
      finding('env/undeclared', 'api-route/file.ts', ['k8s/deployment.yaml']),
      finding('api/contract-drift', 'web/page.tsx', ['api-route/file.ts']),
      finding('tests/missing-for-change', 'webhook/file.ts'),
      finding('env/undeclared', 'code/file.ts', ['.env.example']),
    ];
    layers.find((l) => l.layer === 'client')!.unchanged = ['web/page.tsx'];
    const map = layerMap(reportOf(layers, findings))!;
    const { nodes, edges } = await parsed(mermaidFlowchart(map));
    expect(nodes.length).toBeLessThanOrEqual(MAX_MAP_NODES);
    expect(edges).toHaveLength(5);
    const fold = nodes.find((n) => n.id === 'more_layers')!;
    expect(fold.text).toMatch(/^\+\d more layers\n/);
    for (const e of edges) {
      expect(nodes.map((n) => n.id)).toEqual(expect.arrayContaining([e.from, e.to]));
    }
  });
  it('when the gaps alone need more boxes, draws those that fit and counts the rest', async () => {
    const layers: LayerFiles[] = LAYERS.map((layer) => ({ layer, files: [`${layer}/file.ts`] }));
    const findings = [
      ...LAYERS.filter((l) => l !== 'env-template' && l !== 'deploy-config').map((l) =>
        finding('env/undeclared', `${l}/file.ts`, ['k8s/deployment.yaml']),
      ),
      finding('schema/migration-missing', 'data-model/file.ts', ['db/migrations']),
      finding('tests/missing-for-change', 'api-route/file.ts'),
      finding('api/contract-drift', 'web/page.tsx', ['api-route/file.ts']),
      finding('schema/stale-reference', 'src/orders.ts', ['data-model/file.ts']),
    ];
    layers.find((l) => l.layer === 'client')!.unchanged = ['web/page.tsx'];
    layers.find((l) => l.layer === 'code')!.unchanged = ['src/orders.ts'];
    const map = layerMap(reportOf(layers, findings))!;
    expect(map.nodes).toHaveLength(MAX_MAP_NODES);
    expect(map.undrawn).toBeGreaterThan(0);
    expect(map.edges.length + map.undrawn).toBe(findings.length);
    const { nodes, edges } = await parsed(mermaidFlowchart(map));
    expect(nodes.at(-1)!.id).toBe('more_layers');
    expect(edges).toHaveLength(map.edges.length);
    expect(textLayerMap(map).at(-1)).toBe(`  (${map.undrawn} more gap${map.undrawn === 1 ? '' : 's'} in the findings)`);
  });
});

describe('when the map is drawn', () => {
  it.each([
    ['one layer, no cross-layer finding', reportOf([{ layer: 'code', files: ['src/a.ts', 'src/b.ts'] }]), false],
    [
      'one layer, a finding of one layer',
      reportOf(
        [{ layer: 'stripe-call', files: ['src/billing.ts'] }],
        [finding('stripe/idempotency-key', 'src/billing.ts')],
      ),
      false,
    ],
    ['no layers at all (docs only)', reportOf([]), false],
    ['a report without layers (an older producer)', { ...reportOf([]), layers: undefined }, false],
    [
      'two layers, no finding',
      reportOf([
        { layer: 'code', files: ['a.ts'] },
        { layer: 'tests', files: ['a.test.ts'] },
      ]),
      true,
    ],
    [
      'one layer and a cross-layer gap',
      reportOf(
        [{ layer: 'data-model', files: ['prisma/schema.prisma'] }],
        [finding('schema/migration-missing', 'prisma/schema.prisma')],
      ),
      true,
    ],
  ])('%s', (_name, report, drawn) => {
    expect(layerMap(report) !== undefined).toBe(drawn);
    expect(renderMarkdown(report).includes('```mermaid')).toBe(drawn);
    expect(renderText(report, { color: false }).startsWith('layers\n')).toBe(drawn);
  });
});

describe('the map in text', () => {
  it('says the same as the flowchart, in a few lines', () => {
    expect(textLayerMap(layerMap(envVarReport)!)).toEqual([
      '  ■ env template       .env.example',
      '  □ deployment config  k8s/deployment.yaml (not changed)',
      '  ■ API route          app/api/checkout/route.ts',
      '  API route ╌╌ env/undeclared ╌╌▶ deployment config (not changed)',
    ]);
  });

  it('in the markdown report, comes as a mermaid block before the findings', () => {
    const md = renderMarkdown(envVarReport);
    const block = md.indexOf('```mermaid\nflowchart LR\n');
    expect(block).toBeGreaterThan(0);
    expect(md.indexOf('| | Rule |')).toBeGreaterThan(block);
    expect(md).toContain('Dashed red boxes: layers it should also have touched.');
  });
});
