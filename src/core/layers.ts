import type { Finding, Severity } from './types';

/**
 * The layers of an application a change can touch, in the order a map draws them: where
 * the data lives, how it is configured and deployed, the server code, the clients and the
 * tests. `code` is server or shared code that is none of the others.
 */
export const LAYERS = [
  'data-model',
  'migration',
  'env-template',
  'deploy-config',
  'webhook',
  'api-route',
  'stripe-call',
  'code',
  'client',
  'tests',
  'running-version',
] as const;
export type Layer = (typeof LAYERS)[number];

/** How a person names a layer. */
export const LAYER_LABELS: Record<Layer, string> = {
  'data-model': 'data model',
  migration: 'migration',
  'env-template': 'env template',
  'deploy-config': 'deployment config',
  webhook: 'webhook',
  'api-route': 'API route',
  'stripe-call': 'Stripe call',
  code: 'server code',
  client: 'client',
  tests: 'tests',
  'running-version': 'running version',
};

/** One layer of the report: the files of the change in it, and the unchanged files findings name there. */
export interface LayerFiles {
  layer: Layer;
  /** Changed files (head paths; base paths of deleted files). */
  files: string[];
  /** Files the change did not touch that a cross-layer finding names (the missing counterpart, a stale reader). */
  unchanged?: string[];
}

/** One end of a cross-layer finding: its own file, the files it relates to, or a fixed layer. */
export type CrossingEnd =
  | { at: 'finding' }
  | {
      at: 'related';
      /** Related files in other layers are context (another read of the same variable), not this end. */
      layers?: readonly Layer[];
      /** Only the first related place is this end (the others are the rest of the story). */
      first?: boolean;
      /** The layer when no related place names a file of one (a folder, nothing at all). */
      fallback: Layer;
      /** The related files are this layer whatever they hold (the base branch's code, as the version running). */
      as?: Layer;
    }
  | { at: 'layer'; layer: Layer };

/**
 * The rules whose findings are a gap between two layers: the change touched `from`, and
 * the counterpart it needed lies in `to`. Rules that judge one layer alone are not here.
 */
export const CROSSINGS: Readonly<Record<string, { from: CrossingEnd; to: CrossingEnd }>> = {
  'schema/migration-missing': {
    from: { at: 'finding' },
    to: { at: 'related', layers: ['migration'], fallback: 'migration' },
  },
  'schema/stale-reference': {
    from: { at: 'related', layers: ['data-model', 'migration'], first: true, fallback: 'data-model' },
    to: { at: 'finding' },
  },
  'env/undeclared': {
    from: { at: 'finding' },
    to: { at: 'related', layers: ['env-template', 'deploy-config'], fallback: 'env-template' },
  },
  // Either a removed read whose declarations stay (reported at the declaration), or a removed
  // declaration that code still reads (reported at the read): the first related place is the
  // side the change touched.
  'env/orphaned': {
    from: { at: 'related', first: true, fallback: 'code' },
    to: { at: 'finding' },
  },
  'api/contract-drift': {
    from: { at: 'related', layers: ['api-route', 'webhook'], first: true, fallback: 'api-route' },
    to: { at: 'finding' },
  },
  // The migration breaks the version that runs while it is applied: the base branch's code.
  'schema/deploy-breaks': {
    from: { at: 'finding' },
    to: { at: 'related', as: 'running-version', fallback: 'running-version' },
  },
  'tests/missing-for-change': { from: { at: 'finding' }, to: { at: 'layer', layer: 'tests' } },
  'stripe/webhook-error-tests': { from: { at: 'finding' }, to: { at: 'layer', layer: 'tests' } },
};

/** Where one end of a gap lies: a layer, whether the change touched it there, and the files named. */
export interface GapEnd {
  layer: Layer;
  /** The change touched this layer at the files named (or, with none named, at all). */
  touched: boolean;
  /** Files of the layer the finding names for this end (unchanged ones when `touched` is false). */
  files: string[];
}

/** A cross-layer gap: findings of one rule between the same two ends. */
export interface LayerGap {
  ruleId: string;
  /** The most severe of its findings. */
  severity: Severity;
  from: GapEnd;
  to: GapEnd;
  /** How many findings say it. */
  count: number;
}

const RANK: Record<Severity, number> = { blocking: 3, warning: 2, notice: 1 };

/**
 * The gaps between layers that the findings describe, one per rule and pair of ends, in
 * the findings' order. Files are placed with the report's layers; a finding whose ends
 * cannot be placed (a pseudo-file such as "(rules)") draws no gap.
 */
export function layerGaps(findings: readonly Finding[], layers: readonly LayerFiles[]): LayerGap[] {
  const changed = new Map<string, Layer>();
  const unchanged = new Map<string, Layer>();
  for (const l of layers) {
    for (const f of l.files) changed.set(f, l.layer);
    for (const f of l.unchanged ?? []) unchanged.set(f, l.layer);
  }
  const layerOf = (file: string) => changed.get(file) ?? unchanged.get(file);
  const gaps = new Map<string, LayerGap>();
  for (const finding of findings) {
    const crossing = CROSSINGS[finding.ruleId];
    if (!crossing) continue;
    const from = resolveEnd(crossing.from, finding, layerOf, changed);
    const to = resolveEnd(crossing.to, finding, layerOf, changed);
    if (from.length === 0 || to.length === 0) continue;
    // The side the change touched first: a gap starts where the change is.
    const start = from.find((e) => e.touched) ?? from[0];
    for (const end of to) {
      if (end.layer === start.layer && end.touched === start.touched) continue;
      const key = `${finding.ruleId}\0${start.layer}\0${start.touched}\0${end.layer}\0${end.touched}`;
      const gap = gaps.get(key);
      if (!gap) {
        gaps.set(key, {
          ruleId: finding.ruleId,
          severity: finding.severity,
          from: { ...start, files: [...start.files] },
          to: { ...end, files: [...end.files] },
          count: 1,
        });
        continue;
      }
      gap.count++;
      if (RANK[finding.severity] > RANK[gap.severity]) gap.severity = finding.severity;
      for (const f of start.files) if (!gap.from.files.includes(f)) gap.from.files.push(f);
      for (const f of end.files) if (!gap.to.files.includes(f)) gap.to.files.push(f);
    }
  }
  return [...gaps.values()];
}

function resolveEnd(
  end: CrossingEnd,
  finding: Finding,
  layerOf: (file: string) => Layer | undefined,
  changed: ReadonlyMap<string, Layer>,
): GapEnd[] {
  if (end.at === 'layer') return [{ layer: end.layer, touched: false, files: [] }];
  if (end.at === 'finding') {
    const layer = layerOf(finding.file);
    return layer ? [{ layer, touched: changed.has(finding.file), files: [finding.file] }] : [];
  }
  const related = end.first ? finding.related.slice(0, 1) : finding.related;
  const ends = new Map<string, GapEnd>();
  let placed = false;
  for (const r of related) {
    const layer = end.as ?? layerOf(r.file);
    if (layer && end.layers && !end.layers.includes(layer)) continue;
    placed = true;
    // A path no layer holds (a migration folder, a file that does not exist yet) is the fallback's.
    const at = layer ?? end.fallback;
    const touched = !end.as && changed.has(r.file);
    const key = `${at}\0${touched}`;
    const e = ends.get(key) ?? { layer: at, touched, files: [] };
    if (!e.files.includes(r.file)) e.files.push(r.file);
    ends.set(key, e);
  }
  if (!placed) return [{ layer: end.fallback, touched: false, files: [] }];
  return [...ends.values()];
}
