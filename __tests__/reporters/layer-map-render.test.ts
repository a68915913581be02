import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { LAYERS, type LayerFiles } from '../../src/core/layers';
import { layerMap, MAX_MAP_NODES, mermaidFlowchart } from '../../src/reporters/layer-map';
import { envVarReport, finding, HOSTILE_FILE, reportOf } from './fixtures';

/**
 * The layer map drawn by Mermaid's browser bundle in headless Chromium (Debian's
 * `chromium`, which .ci/run installs), as GitHub draws a ```mermaid block: the SVG must
 * have the boxes, the labels and the red dashed edges the report describes.
 */
const CHROMIUM = process.env.AGENT_GATE_CHROMIUM || '/usr/bin/chromium';
// Without these Chromium reaches for the network (updates, sync, QUIC), which is closed here.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const available = existsSync(CHROMIUM);
if (!available && !process.env.CI) {
  console.warn(`${CHROMIUM} not found: the layer map render test is skipped (apt-get install chromium runs it)`);
}

interface Drawn {
  nodes: { id: string; classes: string[]; text: string; width: number; dashed: boolean }[];
  edges: { stroke: string; dashed: boolean }[];
  edgeLabels: string[];
  /** `<script>` elements inside the drawing. */
  scripts: number;
}

/** Renders the flowchart in the page and reads back what was drawn (draw-layer-map.browser.js). */
async function draw(page: Page, text: string): Promise<Drawn> {
  return (await page.evaluate(`window.drawLayerMap(${JSON.stringify(text)})`)) as Drawn;
}

const RED = 'rgb(215, 58, 73)';

(available ? describe : describe.skip)('the layer map in headless Chromium', () => {
  let profile: string;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    profile = mkdtempSync(join(tmpdir(), 'agent-gate-chromium-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: FLAGS,
    });
    page = await context.newPage();
    await page.setContent('<!doctype html><html><body><div id="host"></div></body></html>');
    await page.addScriptTag({ path: require.resolve('mermaid/dist/mermaid.min.js') });
    await page.addScriptTag({ path: join(__dirname, 'draw-layer-map.browser.js') });
  });
  afterAll(async () => {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('draws the env var PR: route, template, the missed deployment config and a red dashed env/undeclared edge', async () => {
    const drawn = await draw(page, mermaidFlowchart(layerMap(envVarReport)!));
    const byId = (id: string) => drawn.nodes.find((n) => n.id.includes(`-${id}-`))!;
    expect(drawn.nodes).toHaveLength(3);
    expect(byId('t_api_route').text).toMatch(/API route\s*app\/api\/checkout\/route\.ts/);
    expect(byId('t_env_template').text).toMatch(/env template\s*\.env\.example/);
    expect(byId('m_deploy_config').text).toMatch(/deployment config\s*not changed\s*k8s\/deployment\.yaml/);
    expect(byId('m_deploy_config').classes).toContain('missing');
    expect(byId('m_deploy_config').dashed).toBe(true);
    expect(byId('t_api_route').classes).toContain('touched');
    expect(byId('t_api_route').dashed).toBe(false);
    expect(drawn.nodes.every((n) => n.width > 0)).toBe(true);
    expect(drawn.edgeLabels).toEqual(['env/undeclared']);
    expect(drawn.edges).toEqual([{ stroke: RED, dashed: true }]);
  });

  it('shows a hostile file name as text, never as markup', async () => {
    const report = reportOf([
      { layer: 'api-route', files: [HOSTILE_FILE] },
      { layer: 'tests', files: ['a.test.ts'] },
    ]);
    const drawn = await draw(page, mermaidFlowchart(layerMap(report)!));
    expect(drawn.nodes[0].text.replace(/\s+/g, ' ')).toContain(HOSTILE_FILE.replace(/\s+/g, ' '));
    expect(drawn.scripts).toBe(0);
  });

  it(`draws a change across every layer in at most ${MAX_MAP_NODES} boxes, each gap an edge`, async () => {
    const layers: LayerFiles[] = LAYERS.map((layer) => ({ layer, files: [`${layer}/file.ts`] }));
    const findings = [
      finding('schema/migration-missing', 'data-model/file.ts', ['db/migrations']),
      finding('env/undeclared', 'api-route/file.ts', ['k8s/deployment.yaml']),
      finding('tests/missing-for-change', 'webhook/file.ts'),
    ];
    const drawn = await draw(page, mermaidFlowchart(layerMap(reportOf(layers, findings))!));
    expect(drawn.nodes.length).toBeLessThanOrEqual(MAX_MAP_NODES);
    expect(drawn.nodes.some((n) => /^\+\d more layers/.test(n.text.trim()))).toBe(true);
    expect(drawn.edgeLabels.sort()).toEqual(['env/undeclared', 'schema/migration-missing', 'tests/missing-for-change']);
    expect(drawn.edges).toHaveLength(3);
    expect(drawn.edges.every((e) => e.stroke === RED && e.dashed)).toBe(true);
  });
});

if (!available && process.env.CI) {
  it('has Chromium to render the layer map with', () => {
    throw new Error(`${CHROMIUM} is missing: .ci/run installs Debian's chromium package before the tests`);
  });
}
