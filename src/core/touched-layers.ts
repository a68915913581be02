import picomatch from 'picomatch';
import type { ChangeSet } from '../git/changeset';
import { DeadlineExceeded } from '../git/processes';
import { modelsOfFile, isPrismaSchema } from '../extractors/datamodel';
import { migrationKind } from '../extractors/datamodel/migrations';
import { deployTargets, isEnvTemplatePath, mayDeclareEnv } from '../extractors/env';
import { routesOfFile } from '../extractors/http/routes';
import { stripeCalls } from '../extractors/stripe/clients';
import { isTestFile } from '../workspace/classify';
import { mayHoldWebhookEndpoint, webhookEndpoints } from '../extractors/stripe/webhooks';
import { roleIn } from '../extractors/code/role';
import { isCodeFile, type TreeView, type Workspace } from '../workspace/workspace';
import { CROSSINGS, LAYERS, type Layer, type LayerFiles } from './layers';
import { mark } from './timing';
import type { Finding } from './types';

/** Changed code files beyond this many are placed by their path alone (no parsing): `code`. */
const MAX_PARSED_FILES = 300;
/** Unchanged files named by findings beyond this many are not placed. */
const MAX_NAMED_FILES = 100;

export interface LayerSettings {
  /** The config's `migration-folders`. */
  migrationFolders: readonly string[];
  /** The config's `env-files`. */
  envFiles: readonly string[];
}

/**
 * The layers the change touched, with its files in each, and the layers of the unchanged
 * files that cross-layer findings name (where the missing counterpart is). Each file gets
 * one layer, the most specific the extractors recognise it as, so a route that calls
 * Stripe is an API route and a webhook is a webhook. Generated, ignored, binary files and
 * files no layer holds (docs, images) are left out. Undefined when the run's time budget
 * ran out first: no map rather than a wrong one.
 */
export function layersOf(
  changes: ChangeSet,
  workspace: Workspace,
  findings: readonly Finding[],
  settings: LayerSettings,
): LayerFiles[] | undefined {
  try {
    return placeLayers(changes, workspace, findings, settings);
  } catch (err) {
    if (err instanceof DeadlineExceeded) return undefined;
    throw err;
  }
}

function placeLayers(
  changes: ChangeSet,
  workspace: Workspace,
  findings: readonly Finding[],
  settings: LayerSettings,
): LayerFiles[] {
  const place = placer(settings);
  const byLayer = new Map<Layer, LayerFiles>();
  const entry = (layer: Layer) => {
    let e = byLayer.get(layer);
    if (!e) byLayer.set(layer, (e = { layer, files: [] }));
    return e;
  };
  const changed = new Set<string>();
  let parsed = 0;
  for (const file of changes.files) {
    if (file.binary || file.submodule || workspace.isIgnored(file.path) || workspace.isGenerated(file.path)) continue;
    changed.add(file.path);
    const view = file.status === 'deleted' ? workspace.base : workspace.head;
    const deep = !isCodeFile(file.path) || parsed++ < MAX_PARSED_FILES;
    const layer = place(view, file.path, deep ? 'changed' : 'path');
    if (layer) entry(layer).files.push(file.path);
  }
  const named = new Set<string>();
  for (const f of findings) {
    const crossing = CROSSINGS[f.ruleId];
    if (!crossing) continue;
    named.add(f.file);
    for (const end of [crossing.from, crossing.to]) {
      if (end.at !== 'related') continue;
      for (const r of end.first ? f.related.slice(0, 1) : f.related) {
        // a layer of its own (the running version): the file is shown there, whatever it holds
        if (end.as) {
          const own = entry(end.as);
          if (!own.files.includes(r.file) && !(own.unchanged ?? []).includes(r.file))
            (own.unchanged ??= []).push(r.file);
        } else named.add(r.file);
      }
    }
  }
  let placed = 0;
  for (const path of named) {
    if (changed.has(path) || path.startsWith('(')) continue;
    if (placed++ >= MAX_NAMED_FILES) break;
    const view = workspace.head.exists(path)
      ? workspace.head
      : workspace.base.exists(path)
        ? workspace.base
        : undefined;
    const layer = view && place(view, path, 'named');
    if (layer) (entry(layer).unchanged ??= []).push(path);
  }
  mark('layers placed');
  return LAYERS.filter((l) => byLayer.has(l)).map((l) => byLayer.get(l)!);
}

/**
 * How far a file is read to place it: by its `path` alone; a `changed` file is parsed and
 * placed by the facts the rules use; a file a finding `named` is parsed too, and its
 * webhook, which no rule may have analysed, is told by its evidence alone.
 */
type Depth = 'path' | 'changed' | 'named';

/** The layer of one file of a tree. */
function placer(settings: LayerSettings): (view: TreeView, path: string, depth: Depth) => Layer | undefined {
  const configured = settings.envFiles.length > 0 ? picomatch([...settings.envFiles], { dot: true }) : () => false;
  const migrationFolders = [...settings.migrationFolders];
  return (view, path, depth) => {
    try {
      if (isTestFile(path)) return 'tests';
      if (migrationKind(view, path, migrationFolders)) return 'migration';
      if (isEnvTemplatePath(path) || configured(path)) return 'env-template';
      if (mayDeclareEnv(path) && deployTargets(view).some((t) => t.file === path)) return 'deploy-config';
      if (isPrismaSchema(view, path)) return 'data-model';
      if (!isCodeFile(path)) return undefined;
      if (depth === 'path') return 'code';
      if (modelsOfFile(view, path).length > 0) return 'data-model';
      if (depth === 'changed' ? webhookEndpoints(view, path).length > 0 : mayHoldWebhookEndpoint(view, path))
        return 'webhook';
      if (routesOfFile(view, path).length > 0) return 'api-route';
      if (stripeCalls(view, path).length > 0) return 'stripe-call';
      // where code runs, as the rules see it: a server module that calls HTTP APIs is not a client
      if (roleIn(view, path) === 'browser') return 'client';
      return 'code';
    } catch (err) {
      if (err instanceof DeadlineExceeded) throw err;
      // A file an extractor cannot read is still part of the change: the map shows it as code.
      return isCodeFile(path) ? 'code' : undefined;
    }
  };
}
