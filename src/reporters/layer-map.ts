import { LAYER_LABELS, LAYERS, layerGaps, type Layer } from '../core/layers';
import type { Report, Severity } from '../core/types';

/** GitHub renders a flowchart of more boxes than this as a wall; the rest are folded into one. */
export const MAX_MAP_NODES = 12;
/** Files named in one box before "+N more". */
const FILES_PER_NODE = 2;
/** Longer paths keep their end: "…/checkout/route.ts". */
const MAX_PATH_CHARS = 60;

export interface MapNode {
  /** Safe as a Mermaid node id (letters, digits, underscores). */
  id: string;
  /** Undefined for the box that folds the layers beyond the limit. */
  layer?: Layer;
  label: string;
  /** The change touched this layer (solid box) or should have (dashed box). */
  touched: boolean;
  files: string[];
}

export interface MapEdge {
  from: string;
  to: string;
  ruleId: string;
  severity: Severity;
  count: number;
}

export interface LayerMap {
  nodes: MapNode[];
  edges: MapEdge[];
  /** Gaps not drawn because their boxes did not fit. */
  undrawn: number;
}

/**
 * The map of a report: a box per touched layer with its files, a dashed box per layer the
 * change should have touched, and an edge per cross-layer gap. Undefined when there is
 * nothing to map: the change stays in one layer and no finding crosses layers.
 */
export function layerMap(report: Report, maxNodes = MAX_MAP_NODES): LayerMap | undefined {
  const layers = report.layers ?? [];
  const gaps = layerGaps(report.findings, layers);
  const touchedLayers = layers.filter((l) => l.files.length > 0);
  if (gaps.length === 0 && touchedLayers.length <= 1) return undefined;

  const nodes = new Map<string, MapNode>();
  const node = (layer: Layer, touched: boolean): MapNode => {
    const id = `${touched ? 't' : 'm'}_${layer.replace(/-/g, '_')}`;
    let n = nodes.get(id);
    if (!n) nodes.set(id, (n = { id, layer, label: LAYER_LABELS[layer], touched, files: [] }));
    return n;
  };
  for (const l of touchedLayers) node(l.layer, true).files.push(...l.files);
  const edges: MapEdge[] = [];
  for (const gap of gaps) {
    const from = node(gap.from.layer, gap.from.touched);
    const to = node(gap.to.layer, gap.to.touched);
    for (const [n, files] of [
      [from, gap.from.files],
      [to, gap.to.files],
    ] as const) {
      if (!n.touched) for (const f of files) if (!n.files.includes(f)) n.files.push(f);
    }
    edges.push({ from: from.id, to: to.id, ruleId: gap.ruleId, severity: gap.severity, count: gap.count });
  }
  const order = (n: MapNode) => LAYERS.indexOf(n.layer!) * 2 + (n.touched ? 0 : 1);
  const all = [...nodes.values()].sort((a, b) => order(a) - order(b));
  return fitted(all, edges, maxNodes);
}

/**
 * At most `max` boxes: the boxes on a gap come first; the touched layers without one are
 * folded into a last box that names them. Gaps whose boxes still do not fit are counted.
 */
function fitted(all: MapNode[], edges: MapEdge[], max: number): LayerMap {
  if (all.length <= max) return { nodes: all, edges, undrawn: 0 };
  const onEdge = new Set(edges.flatMap((e) => [e.from, e.to]));
  const essential = all.filter((n) => onEdge.has(n.id));
  const rest = all.filter((n) => !onEdge.has(n.id));
  // One box is kept for the fold; the boxes on a gap first, then the other touched layers.
  const nodes = [...essential, ...rest].slice(0, max - 1);
  const folded = [...essential, ...rest].slice(max - 1);
  nodes.push({
    id: 'more_layers',
    label: `+${folded.length} more layer${folded.length === 1 ? '' : 's'}`,
    touched: true,
    files: folded.map((n) => n.label + (n.touched ? '' : ' (not changed)')),
  });
  const kept = new Set(nodes.map((n) => n.id));
  const drawn = edges.filter((e) => kept.has(e.from) && kept.has(e.to));
  // Back in map order, the fold last.
  const order = new Map(all.map((n, i) => [n.id, i]));
  nodes.sort((a, b) => (order.get(a.id) ?? all.length) - (order.get(b.id) ?? all.length));
  return { nodes, edges: drawn, undrawn: edges.length - drawn.length };
}

/** The files of a box as lines: the first few, then how many more. */
export function fileLines(n: MapNode): string[] {
  const shown = n.files.slice(0, FILES_PER_NODE).map(shortPath);
  if (n.files.length > FILES_PER_NODE) shown.push(`+${n.files.length - FILES_PER_NODE} more`);
  return shown;
}

function shortPath(path: string): string {
  if (path.length <= MAX_PATH_CHARS) return path;
  const tail = path.slice(path.length - (MAX_PATH_CHARS - 2));
  const cut = tail.indexOf('/');
  return `…${cut >= 0 ? tail.slice(cut) : `/${tail}`}`;
}

export function edgeLabel(e: MapEdge): string {
  return e.count > 1 ? `${e.ruleId} ×${e.count}` : e.ruleId;
}

const RED = '#d73a49';

/**
 * The map as a Mermaid flowchart (GitHub renders ```mermaid blocks): solid boxes for the
 * layers the change touched, dashed red ones for those it missed, and each gap a red
 * dashed edge labelled with its rule id.
 */
export function mermaidFlowchart(map: LayerMap): string {
  const lines = ['flowchart LR'];
  for (const n of map.nodes) {
    const title = [`<b>${mermaidText(n.label)}</b>`, ...(n.touched ? [] : ['<i>not changed</i>'])];
    const label = [...title, ...fileLines(n).map(mermaidText)].join('<br/>');
    lines.push(`  ${n.id}["${label}"]`);
  }
  for (const e of map.edges) lines.push(`  ${e.from} -. "${mermaidText(edgeLabel(e))}" .-> ${e.to}`);
  lines.push('  classDef touched fill:#ddf4ff,stroke:#0969da,color:#1f2328');
  lines.push(`  classDef missing fill:#ffffff,stroke:${RED},stroke-dasharray:5 5,color:${RED}`);
  const touched = map.nodes.filter((n) => n.touched).map((n) => n.id);
  const missing = map.nodes.filter((n) => !n.touched).map((n) => n.id);
  if (touched.length > 0) lines.push(`  class ${touched.join(',')} touched`);
  if (missing.length > 0) lines.push(`  class ${missing.join(',')} missing`);
  if (map.edges.length > 0) {
    const ids = map.edges.map((_, i) => i).join(',');
    lines.push(`  linkStyle ${ids} stroke:${RED},stroke-width:2px,stroke-dasharray:5 5,color:${RED}`);
  }
  return lines.join('\n') + '\n';
}

/**
 * Text for inside a quoted Mermaid label: Mermaid's own entity codes for the characters
 * that would end the label, start an entity, open HTML or a fence, and no line breaks.
 */
export function mermaidText(text: string): string {
  return text.replace(/\p{Cc}/gu, ' ').replace(/[#"<>&`]/g, (c) => `#${c.charCodeAt(0)};`);
}

/** The map as Markdown: the flowchart and a line saying how to read it. */
export function markdownLayerMap(map: LayerMap): string[] {
  const out = ['```mermaid', mermaidFlowchart(map).trimEnd(), '```'];
  const legend = ['Solid boxes: the layers this change touched.'];
  if (map.nodes.some((n) => !n.touched)) legend.push('Dashed red boxes: layers it should also have touched.');
  if (map.edges.length > 0) legend.push('Red dashed arrows: the rule that found the gap.');
  if (map.undrawn > 0) legend.push(`${map.undrawn} more gap${map.undrawn === 1 ? ' is' : 's are'} listed below.`);
  out.push('', `<sub>${legend.join(' ')}</sub>`);
  return out;
}

/** The map as a few plain lines: each layer with its files, then each gap. */
export function textLayerMap(map: LayerMap): string[] {
  const width = Math.max(...map.nodes.map((n) => n.label.length));
  const out: string[] = [];
  for (const n of map.nodes) {
    const mark = n.touched ? '■' : '□';
    const files = [fileLines(n).join(', '), n.touched || !n.layer ? '' : '(not changed)'].filter(Boolean).join(' ');
    out.push(`  ${mark} ${n.label.padEnd(width)}  ${files}`.trimEnd());
  }
  const labelOf = new Map(map.nodes.map((n) => [n.id, n.touched || !n.layer ? n.label : `${n.label} (not changed)`]));
  for (const e of map.edges) out.push(`  ${labelOf.get(e.from)} ╌╌ ${edgeLabel(e)} ╌╌▶ ${labelOf.get(e.to)}`);
  if (map.undrawn > 0) out.push(`  (${map.undrawn} more gap${map.undrawn === 1 ? '' : 's'} in the findings)`);
  return out;
}
