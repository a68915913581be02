/**
 * Where an env variable read by a file must be declared: the nearest env template up
 * the tree, and every deployment config that already declares variables of the same
 * service. Shared by env/undeclared and env/orphaned.
 */
import { roleIn } from '../code/role';
import { importerClosure } from '../code/module-graph';
import { dependentsOf } from '../code/resolve-import';
import { isTestCode } from '../../workspace/classify';
import { treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';
import { descendantsOfKinds } from '../code/syntax';
import { deployTargets, type DeployTarget } from './deploy';
import { dirOf, isPlatformVar, isPublicName, isSecretName, isUnder, packageOf } from './names';
import { envReadsInFile, filesMayReading, readByCode, type EnvRead } from './reads';
import { envTemplates, templatesFor, type EnvTemplate } from './templates';

export {
  deployParseErrors,
  deployTargets,
  mayDeclareEnv,
  workflowEnvOf,
  scriptEnvOf,
  headerEnvOf,
  workflowDeclared,
  type DeployTarget,
  type DeployKind,
} from './deploy';
export { isPlatformVar, isPublicName, isSecretName, packageOf } from './names';
export { envReadsInFile, envReadsOf, mayReadEnv, readByCode, type EnvRead, type EnvReadKind } from './reads';
export { envTemplates, isEnvTemplatePath, parseEnvTemplate, templatesFor, type EnvTemplate } from './templates';

/** A place a variable should be declared and is not. */
export interface MissingPlace {
  /** The template's path or the deployment target's id: the same place in either tree. */
  id: string;
  file: string;
  line: number;
  /** "k8s/deployment.yaml (container api)" */
  label: string;
  kind: 'template' | DeployTarget['kind'];
  /** The place can hold it only as a secret (secretKeyRef, env_file, ...). */
  asSecret: boolean;
}

export interface Placement {
  missing: MissingPlace[];
  /** No template and no deployment config covers any of the reading files. */
  uncovered: boolean;
}

/** Whether the package's code reads at least one of the target's own (non-platform) variables. */
export function servesPackage(view: TreeView, target: DeployTarget, pkg: string): boolean {
  return packageServedBy(view, target.id, pkg);
}

// Asked per package, not of the whole tree: only the package's files that name a variable
// are parsed, and the first read answers (a compose file of 200 variables names them in
// thousands of files of a large repository).
const packageServedBy = treeFact((view: TreeView, targetId: string, pkg: string): boolean => {
  const target = deployTargets(view).find((t) => t.id === targetId);
  if (!target || !runsRepositoryCode(view, targetId)) return false;
  const names = new Set(ownNames(target));
  return filesMayReading(view, [...names])
    .filter((f) => !isTestCode(f) && packageOf(view, f) === pkg)
    .some((f) => envReadsInFile(view, f).some((r) => names.has(r.name)));
});

function ownNames(target: DeployTarget): string[] {
  return [...target.names.keys()].filter((n) => !isPlatformVar(n));
}

/**
 * A compose service that builds nothing from the repository and mounts none of it runs an
 * image: this application's (its variables are mostly the code's) or a third-party one (a
 * database, a queue, a companion UI pointed at the same backend), whose own variables the
 * code may share one or two of. Every other target runs the repository's code. It is the
 * application's image when the code reads more than half its variables, and two at least
 * (one shared address, `TEMPORAL_ADDRESS` of a `temporalio/ui` service, says nothing).
 * The variables are judged one by one, those the fewest files name first, each by reading
 * its files until one reads it, and only until the answer is known: a socket proxy's
 * `POST`, `INFO` and `IMAGES`, named by hundreds of files, are never all read.
 */
const runsRepositoryCode = treeFact((view: TreeView, targetId: string): boolean => {
  const target = deployTargets(view).find((t) => t.id === targetId);
  if (!target) return false;
  if (target.kind !== 'compose' || target.scopes !== undefined) return true;
  const names = ownNames(target);
  const wanted = new Set(names);
  const needed = Math.max(2, Math.floor(names.length / 2) + 1);
  const read = new Set<string>();
  let unread = 0;
  const byFiles = names
    .map((name) => ({ name, files: filesMayReading(view, [name]).filter((f) => !isTestCode(f)) }))
    .sort((a, b) => a.files.length - b.files.length);
  for (const { name, files } of byFiles) {
    if (names.length - unread < needed) return false;
    for (const f of files) {
      if (read.has(name)) break;
      // every variable of the service a file reads counts, not only the one asked
      for (const r of envReadsInFile(view, f)) if (wanted.has(r.name)) read.add(r.name);
    }
    if (!read.has(name)) unread++;
    if (read.size >= needed) return true;
  }
  return false;
});

/**
 * Deployment targets that run a file: in the target's scope (compose build context or
 * bind mount, the Dockerfile's directory, ...) and already declaring at least one of the
 * variables the file's package reads.
 */
export function targetsFor(view: TreeView, file: string, buildTime = false): DeployTarget[] {
  // a script or a seed is run by whoever runs it (an operator, a one-off job), not by the
  // deployed service, unless a target's command names it (below, through its entries)
  const runByHand = ['script', 'seed'].includes(roleIn(view, file));
  const pkg = packageOf(view, file);
  const candidates = deployTargets(view).filter(
    (t) =>
      t.required && (t.scopes === undefined || t.scopes.some((s) => isUnder(file, s))) && servesPackage(view, t, pkg),
  );
  // A Dockerfile a compose service builds is that service's image: the service gives it its
  // environment at run time, and is where a variable is declared (not one the build inlines,
  // a public `NEXT_PUBLIC_*`, which the Dockerfile's build must have).
  const built = new Set(buildTime ? [] : candidates.flatMap((t) => (t.dockerfile ? [t.dockerfile] : [])));
  const serving = candidates.filter((t) => t.kind !== 'dockerfile' || !built.has(t.file));
  // Of the images built from parts of the tree, the nearest: a compose service or Dockerfile
  // built for the file's own package runs it, not the root's image beside it (as the
  // nearest template counts, not the root's). A service is as near as the Dockerfile it builds.
  const depth = (t: DeployTarget) =>
    Math.max(
      scopeDepth(t, file),
      t.dockerfile && isUnder(file, dirOf(t.dockerfile)) ? dirDepth(dirOf(t.dockerfile)) : -1,
    );
  const nearest = Math.max(-1, ...serving.map(depth));
  return serving.filter(
    (t) =>
      (t.scopes === undefined || depth(t) === nearest) &&
      (runByHand ? namesEntry(t, file) : entriesReach(view, t, file)),
  );
}

/** The target's command runs the file itself (`node scripts/migrate.js` as a release command). */
function namesEntry(target: DeployTarget, file: string): boolean {
  if (!target.entries) return false;
  const bare = file.replace(/\.[cm]?[jt]sx?$/, '');
  const name = bare.slice(bare.lastIndexOf('/') + 1);
  return target.entries.some((e) => (e.includes('/') ? bare === e || bare.endsWith(`/${e}`) : name === e));
}

/**
 * Whether the programs a target's command runs reach the file through imports (a service
 * that runs the image's `job-scheduler.js` does not run the server's startup checks). True
 * when the target names no program, none is found in the tree, or the search of the file's
 * importers stopped at its bound.
 */
function entriesReach(view: TreeView, target: DeployTarget, file: string): boolean {
  if (!target.entries) return true;
  // an entry written as a path (`workers/index`) is that file; a bare name, any file so named
  const stems = new Set(target.entries.map((e) => e.slice(e.lastIndexOf('/') + 1)));
  const isEntry = (f: string) => namesEntry(target, f);
  const sources = view
    .filesNamed((n) => stems.has(n.replace(/\.[cm]?[jt]sx?$/, '')) && /\.[cm]?[jt]sx?$/.test(n))
    .filter((f) => !isTestCode(f) && (target.scopes === undefined || target.scopes.some((s) => isUnder(f, s))))
    .filter(isEntry);
  if (sources.length === 0) return !target.onlyEntries;
  if (sources.includes(file)) return true;
  const closure = importerClosure(view, file);
  return !closure.complete || sources.some((f) => closure.toward.has(f));
}

/** How deep a folder is (0: the repository's root). */
function dirDepth(dir: string): number {
  return dir === '' ? 0 : dir.split('/').length;
}

/** How deep the target's narrowest scope holding the file is (0: the repository's root; -1: no scope). */
function scopeDepth(target: DeployTarget, file: string): number {
  if (target.scopes === undefined) return -1;
  let depth = -1;
  for (const s of target.scopes) if (isUnder(file, s)) depth = Math.max(depth, s === '' ? 0 : s.split('/').length);
  return depth;
}

function templatePlace(templates: EnvTemplate[]): MissingPlace {
  const primary =
    templates.find((t) => t.file.endsWith('.env.example')) ?? templates.find((t) => !t.configured) ?? templates[0];
  const last = Math.max(1, ...primary.names.values());
  return { id: primary.file, file: primary.file, line: last, label: primary.file, kind: 'template', asSecret: false };
}

/**
 * Where `name`, read by `reads`, is missing. Optional variables (a default in code)
 * still belong in the template; deployment configs need only the required ones, and a
 * credential only where the config can hold a secret.
 */
export function placementOf(
  view: TreeView,
  name: string,
  reads: readonly EnvRead[],
  envFiles: readonly string[] = [],
): Placement {
  const missing = new Map<string, MissingPlace>();
  const required = reads.some((r) => !r.hasDefault);
  const secret = isSecretName(name);
  let uncovered = true;
  for (const read of reads) {
    const templates = templatesFor(view, read.file, envFiles);
    if (templates.length > 0) {
      uncovered = false;
      if (!templates.some((t) => t.names.has(name))) {
        const place = templatePlace(templates);
        missing.set(place.id, place);
      }
    }
    for (const t of targetsFor(view, read.file, isPublicName(name))) {
      uncovered = false;
      // a variable with a default is still set where its siblings are (`STRIPE_PRICE_TEAM`
      // beside `STRIPE_PRICE_PRO` in fly.toml [env]): the deployment sets the whole family
      if ((!required && !siblingDeclared(view, t, name, read.file)) || (secret && !t.secrets) || t.names.has(name))
        continue;
      // a credential may come from a vault's entries the container loads whole
      if (secret && t.openSecrets) continue;
      // A Dockerfile that declares only build-time public variables (`ARG NEXT_PUBLIC_…`
      // for the bundle) is where public ones go; server variables come from the runtime.
      // (Its other variables are the platform's or the tools' own: read by no code of the repository.)
      if (t.kind === 'dockerfile' && !isPublicName(name) && buildTimeOnly(view, t)) continue;
      missing.set(t.id, { id: t.id, file: t.file, line: t.line, label: t.label, kind: t.kind, asSecret: secret });
    }
  }
  return { missing: [...missing.values()], uncovered };
}

/** Every variable of the target that the code reads is public (inlined by the build). */
function buildTimeOnly(view: TreeView, t: DeployTarget): boolean {
  return [...t.names.keys()].every((n) => isPublicName(n) || isPlatformVar(n) || !readByCode(view, n));
}

/** Deployment configs that give variables plain values: `fly.toml [env]`, `app.yaml` `env_variables`, `render.yaml` `value:`. */
const PLAIN_VALUE_KINDS = new Set<DeployTarget['kind']>(['fly', 'app-yaml', 'render']);

/**
 * The target declares a sibling of the variable: a name with the same prefix (all but its
 * last `_` segment, itself two segments or more: `STRIPE_PRICE_`) that the same file reads.
 */
function siblingDeclared(view: TreeView, t: DeployTarget, name: string, file: string): boolean {
  // configs whose entries are plain values (not a passthrough of the environment, `${X:-}`)
  if (!PLAIN_VALUE_KINDS.has(t.kind)) return false;
  const cut = name.lastIndexOf('_');
  const prefix = cut > 0 ? name.slice(0, cut + 1) : '';
  if (prefix.split('_').filter(Boolean).length < 2) return false;
  const readHere = new Set(envReadsInFile(view, file).map((r) => r.name));
  return [...t.names.keys()].some((n) => n !== name && n.startsWith(prefix) && readHere.has(n));
}

/** True when some template or deployment config anywhere in the tree declares the name. */
export function declaredAnywhere(view: TreeView, name: string, envFiles: readonly string[] = []): boolean {
  return (
    envTemplates(view, envFiles).some((t) => t.names.has(name)) || deployTargets(view).some((t) => t.names.has(name))
  );
}

/** Where the tree declares a name: templates first, then deployment configs. */
export function declarationsOf(
  view: TreeView,
  name: string,
  envFiles: readonly string[] = [],
): { file: string; line: number; label: string }[] {
  const out: { file: string; line: number; label: string }[] = [];
  for (const t of envTemplates(view, envFiles)) {
    const line = t.names.get(name);
    if (line !== undefined) out.push({ file: t.file, line, label: t.file });
  }
  for (const t of deployTargets(view)) {
    const line = t.names.get(name);
    if (line !== undefined) out.push({ file: t.file, line, label: t.label });
  }
  return out;
}

/** Human list: "a, b and c". */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The repository builds the variable into an environment itself: it is a key of an object
 * that also spreads the environment (`{ ...process.env, X: … }`,
 * `{ ...Object.fromEntries(Object.entries(process.env).filter(…)), X: derived }`, the
 * public env a server hands the browser). Such a variable is derived from others, not set
 * by whoever deploys the code.
 */
export const builtIntoEnv = treeFact((view: TreeView, name: string): boolean => {
  const { Node, SyntaxKind } = loadTsMorph();
  for (const file of view.filesWith([name])) {
    if (!isCodeFile(file) || isTestCode(file)) continue;
    const sf = view.sourceFile(file);
    if (!sf) continue;
    for (const obj of descendantsOfKinds(sf, [SyntaxKind.ObjectLiteralExpression])) {
      if (!Node.isObjectLiteralExpression(obj)) continue;
      const props = obj.getProperties();
      const keyed = props.some(
        (p) => (Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p)) && p.getName() === name,
      );
      if (keyed && props.some((p) => Node.isSpreadAssignment(p) && ENV_OBJECT.test(p.getExpression().getText())))
        return true;
    }
  }
  return false;
});

const ENV_OBJECT = /\b(process\.env|import\.meta\.env)\b/;

/** Build configs that can set a variable in the code they build (a test runner's config builds only tests). */
const BUILD_CONFIG = /(^|\/)(next|vite|webpack|rollup|tsup|esbuild|astro|nuxt|svelte)\.config\.(c|m)?[jt]s$/;

/**
 * The project's own build sets the variable in the code it builds: Next.js's `env: { X: … }`
 * in next.config, Vite's or esbuild's `define: { 'process.env.X': … }`, webpack's
 * `DefinePlugin({ 'process.env.X': … })`. Nobody deploying the code sets it.
 */
export const setByBuild = treeFact((view: TreeView, name: string): boolean => {
  const { Node, SyntaxKind } = loadTsMorph();
  const configs = view.filesWith([name]).filter((f) => BUILD_CONFIG.test(f) && !f.includes('node_modules/'));
  for (const file of configs) {
    const sf = view.sourceFile(file);
    if (!sf) continue;
    for (const prop of sf.getDescendantsOfKind(SyntaxKind.PropertyAssignment)) {
      const key = prop.getName().replace(/^['"`]|['"`]$/g, '');
      const owner = prop.getParent()?.getParent();
      const ownerKey = owner && Node.isPropertyAssignment(owner) ? owner.getName() : undefined;
      // a value the build computes (`pkg.version`, another variable), not the same variable
      // forwarded from the build's own environment (`X: process.env.X`)
      const forwarded = new RegExp(`\\b(process|import\\.meta)\\.env\\.${name}\\b`);
      const computed = !forwarded.test(prop.getInitializer()?.getText() ?? '');
      // what the test runner's options set (`test: { env: { NAME: 'local' } }` in a Vite
      // config) is set for the tests, not in the code the build makes
      if (prop.getAncestors().some((a) => Node.isPropertyAssignment(a) && a.getName() === 'test')) continue;
      // next.config `env: { NAME: … }`
      if (key === name && ownerKey === 'env' && computed) return true;
      // define: { 'process.env.NAME': … } / DefinePlugin({ 'import.meta.env.NAME': … })
      if ((key === `process.env.${name}` || key === `import.meta.env.${name}`) && computed) return true;
    }
  }
  return false;
});

/**
 * The env schemas (t3-env `createEnv`, a schema a package validates its environment with)
 * that a file's package uses: its own, or one of a workspace package it depends on (at any
 * depth). Such a schema is where the package declares its variables when no template covers it.
 */
export function envSchemasFor(view: TreeView, file: string): string[] {
  const pkg = packageOf(view, file);
  return envSchemaFiles(view).filter((f) => {
    const owner = packageOf(view, f);
    return owner === pkg || dependentsOf(view, owner).includes(pkg);
  });
}

const envSchemaFiles = treeFact((view: TreeView): string[] =>
  view
    .filesWith(['createEnv'])
    .filter((f) => /\.[cm]?[jt]sx?$/.test(f) && !isTestCode(f))
    .filter((f) => envReadsInFile(view, f).some((r) => r.kind === 'schema'))
    .sort(),
);
