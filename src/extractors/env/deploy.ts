/**
 * Deployment configs that give a service its environment: docker-compose services,
 * k8s containers, Helm charts, Dockerfiles, fly.toml, App Engine app.yaml, render.yaml
 * services, and (as declarations only) GitHub workflow `env:` blocks. Files are found by
 * path (and `git grep` for k8s manifests) and only those are parsed.
 */
import { treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import { roleIn } from '../code/role';
import { inPackageFolderNamed } from '../../workspace/generated';
import type * as DockerfileAst from 'dockerfile-ast';
import { parse as parseToml } from 'smol-toml';
import { isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Node as YamlNode, type YAMLMap } from 'yaml';
import type { TreeView, YamlFile } from '../../workspace/workspace';
import { dirOf, isEnvName, packageOf, resolveIn } from './names';
import { parseEnvTemplate } from './templates';

export type DeployKind = 'compose' | 'k8s' | 'helm' | 'dockerfile' | 'fly' | 'app-yaml' | 'render' | 'workflow';

export interface DeployTarget {
  /** Unique within the run: file plus the service/container inside it. */
  id: string;
  kind: DeployKind;
  file: string;
  /** How a person names it: "service app in docker-compose.yml". */
  label: string;
  /** Declared names and the line of each. */
  names: Map<string, number>;
  /** Where a new variable would be added (the `env:`/`environment:` line). */
  line: number;
  /** Directories whose files this target runs; undefined when the config does not say. */
  scopes?: string[];
  /** The config has a secret mechanism (secretKeyRef, env_file, sync: false, ...). */
  secrets: boolean;
  /** New variables must be added here (false for CI workflows: they declare, they do not deploy). */
  required: boolean;
  /**
   * Secrets reach it from a source whose keys the repository cannot show (an `envFrom` of an
   * ExternalSecret that copies whole entries of a vault, `dataFrom: [{ extract: … }]`).
   */
  openSecrets?: boolean;
  /**
   * The programs of the repository the target's command runs, by file name without its
   * extension (`command: ["bun", "/app/job-scheduler.js"]` → `job-scheduler`; a path where the
   * command writes one, `workers/index`): it runs the code those reach, not every file of its
   * image. For an ORM's migration command (`npx prisma migrate deploy`), the tool's own
   * configuration module, and `onlyEntries`: it runs nothing else of the repository.
   */
  entries?: string[];
  /** The target runs its entries and what they reach, or nothing of the repository without them. */
  onlyEntries?: boolean;
  /** The Dockerfile a compose service builds its image from: the service gives that image its environment. */
  dockerfile?: string;
}

const YAML_EXT = /\.ya?ml$/;

function isComposePath(p: string): boolean {
  return /(^|\/)(docker-)?compose(\.[\w.-]+)?\.ya?ml$/.test(p);
}
/** Installed or copied dependencies (`node_modules/`, a package's `vendor/`); a root `build/` folder often holds the deployment's own files. */
function isDependency(view: TreeView, p: string): boolean {
  return p.includes('node_modules/') || inPackageFolderNamed(p, ['vendor'], (f) => view.exists(f));
}

function isWorkflowPath(p: string): boolean {
  return /^\.github\/workflows\/[^/]+\.ya?ml$/.test(p);
}
function isDockerfilePath(p: string): boolean {
  const base = p.slice(p.lastIndexOf('/') + 1);
  return /^(Dockerfile|Containerfile)(\.[\w.-]+)?$/.test(base) || /\.(Dockerfile|dockerfile)$/.test(base);
}

/** Deployment configs that could not be parsed (TOML; YAML errors are preflight's), as file → reason. */
export const deployParseErrors = treeFact((_view: TreeView): Map<string, string> => new Map<string, string>());

/** A path (or a file name) that may hold deployment config (cheap pre-filter before parsing any of it). */
export function mayDeclareEnv(p: string): boolean {
  return YAML_EXT.test(p) || p.endsWith('.toml') || isDockerfilePath(p);
}

/** Every deployment target of the tree, parsed once per run. */
export const deployTargets = treeFact((view: TreeView): DeployTarget[] => {
  // YAML, TOML and Dockerfiles, told by their names: every file a target is read from
  const paths = view.filesNamed(mayDeclareEnv).filter((p) => !isDependency(view, p));
  const charts = paths.filter((p) => /(^|\/)Chart\.ya?ml$/.test(p)).map(dirOf);
  const inChart = (p: string): boolean => charts.some((c) => p.startsWith(c === '' ? '' : `${c}/`));
  const out: DeployTarget[] = [];
  for (const p of paths) {
    if (isComposePath(p)) out.push(...composeTargets(view, p));
    else if (isWorkflowPath(p)) out.push(...workflowTargets(view, p));
    else if (isDockerfilePath(p)) out.push(...dockerfileTargets(view, p));
    else if (/(^|\/)fly(\.[\w-]+)?\.toml$/.test(p)) out.push(...flyTargets(view, p));
    else if (/(^|\/)app\.ya?ml$/.test(p) && !inChart(p)) out.push(...appYamlTargets(view, p));
    else if (/(^|\/)render\.ya?ml$/.test(p)) out.push(...renderTargets(view, p));
  }
  for (const chart of charts) out.push(...helmTargets(view, chart, paths));
  // k8s manifests: any YAML that names containers, outside charts and the files above.
  const manifests = view
    .grep(K8S_MANIFEST_WORDS, ['*.yaml', '*.yml'])
    .filter(
      (p) => YAML_EXT.test(p) && !isDependency(view, p) && !inChart(p) && !isComposePath(p) && !isWorkflowPath(p),
    );
  for (const p of manifests) out.push(...k8sTargets(view, p));
  return out;
});

/** A word of every Kubernetes workload manifest. */
export const K8S_MANIFEST_WORDS = ['containers'];
/** Kinds of the manifests that hold environment values. */
export const K8S_SOURCE_WORDS = ['Secret', 'ConfigMap', 'SealedSecret', 'ExternalSecret'];

// ---------------------------------------------------------------- YAML helpers

function get(node: unknown, key: string): YamlNode | undefined {
  if (!isMap(node)) return undefined;
  const v = (node as YAMLMap).get(key, true);
  return (v ?? undefined) as YamlNode | undefined;
}

function str(node: unknown): string | undefined {
  if (isScalar(node) && (typeof node.value === 'string' || typeof node.value === 'number')) return String(node.value);
  return undefined;
}

function lineOf(y: { lineOf(offset: number): number }, node: unknown, fallback = 1): number {
  const range = (node as { range?: [number, number, number] } | undefined)?.range;
  return range ? y.lineOf(range[0]) : fallback;
}

/** The line of a key in a map (the `env:` line itself). */
function keyLine(y: { lineOf(offset: number): number }, map: unknown, key: string, fallback = 1): number {
  if (!isMap(map)) return fallback;
  const pair = (map as YAMLMap).items.find((it) => str(it.key) === key);
  return pair ? lineOf(y, pair.key, fallback) : fallback;
}

/** `KEY: value` map or `- KEY=value` / `- KEY` list (compose `environment`, workflow `env`). */
function envMapOrList(y: { lineOf(offset: number): number }, node: unknown, into: Map<string, number>): void {
  if (isMap(node)) {
    for (const it of (node as YAMLMap).items) {
      const k = str(it.key);
      if (k && isEnvName(k)) into.set(k, lineOf(y, it.key));
    }
  } else if (isSeq(node)) {
    for (const it of node.items) {
      const s = str(it);
      const k = s?.split('=')[0].trim();
      if (k && isEnvName(k)) into.set(k, lineOf(y, it));
    }
  }
}

function seqItems(node: unknown): unknown[] {
  return isSeq(node) ? node.items : [];
}

/**
 * A manifest kept inside a package (`services/api/k8s/deployment.yaml`) deploys that
 * package; one at the repository's top level does not say which code it runs.
 */
function packageScope(view: TreeView, file: string): string[] | undefined {
  const pkg = packageOf(view, file);
  return pkg === '' ? undefined : [pkg];
}

// ---------------------------------------------------------------- docker-compose

/**
 * The text of the template that documents an env file the repository does not keep (`.env`
 * is git-ignored; `.env.example` beside it lists what it holds): a service that loads the
 * file is given every variable of the template.
 */
function documentingTemplate(view: TreeView, file: string): string | undefined {
  for (const suffix of ['.example', '.sample', '.template', '.dist']) {
    const text = view.read(file + suffix);
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * A compose service can be given a secret without writing it into the file: it loads an
 * `env_file`, or an entry of its `environment` takes its value from the environment compose
 * runs in (`KEY: ${STRIPE_KEY}`, a bare `- STRIPE_KEY`). A service whose entries are all
 * values written out (`JWT_SECRET: change-me`) is a plain-value file.
 */
function composeTakesSecrets(svc: unknown): boolean {
  if (get(svc, 'env_file') !== undefined) return true;
  const env = get(svc, 'environment');
  const passes = (value: unknown): boolean => {
    const text = isScalar(value) ? value.value : value;
    return text === null || text === undefined || (typeof text === 'string' && text.includes('${'));
  };
  if (isMap(env)) return env.items.some((pair) => passes(pair.value));
  if (isSeq(env))
    return env.items.some((item) => {
      const text = str(item) ?? '';
      return !text.includes('=') || text.includes('${');
    });
  return false;
}

function composeTargets(view: TreeView, file: string): DeployTarget[] {
  const y = view.yaml(file);
  if (!y) return [];
  const dir = dirOf(file);
  const out: DeployTarget[] = [];
  const built = new Map<string, { image?: string; scopes: string[]; hasBuild: boolean }>();
  for (const doc of y.documents) {
    const services = get(doc.contents, 'services');
    if (!isMap(services)) continue;
    for (const pair of (services as YAMLMap).items) {
      const name = str(pair.key);
      const svc = pair.value;
      if (!name || !isMap(svc)) continue;
      const names = new Map<string, number>();
      envMapOrList(y, get(svc, 'environment'), names);
      const envFile = get(svc, 'env_file');
      for (const item of isSeq(envFile) ? envFile.items : envFile ? [envFile] : []) {
        const rel = str(item) ?? str(get(item, 'path'));
        const target = rel ? resolveIn(dir, rel) : undefined;
        const text = target ? (view.read(target) ?? documentingTemplate(view, target)) : undefined;
        if (text === undefined) continue;
        for (const n of parseEnvTemplate(text).keys()) names.set(n, lineOf(y, item));
      }
      const scopes: string[] = [];
      const build = get(svc, 'build');
      const context = str(build) ?? str(get(build, 'context'));
      let dockerfile: string | undefined;
      if (context !== undefined) {
        const c = resolveIn(dir, context);
        // the image holds what its Dockerfile copies from the context, when it copies parts of it
        dockerfile = c === undefined ? undefined : resolveIn(c, str(get(build, 'dockerfile')) ?? 'Dockerfile');
        const stage = str(get(build, 'target'));
        const copied = c !== undefined && dockerfile ? copiedFromContext(view, c, dockerfile, stage) : undefined;
        if (copied) scopes.push(...copied);
        else if (c !== undefined) scopes.push(c);
      }
      for (const v of seqItems(get(svc, 'volumes'))) {
        const source = str(v)?.split(':')[0] ?? (str(get(v, 'type')) === 'bind' ? str(get(v, 'source')) : undefined);
        // A bind mount of a repository directory (`.:/app`, `./api:/srv`); named volumes have no path.
        if (source && (source.startsWith('.') || source.includes('/'))) {
          const c = resolveIn(dir, source);
          if (c !== undefined) scopes.push(c);
        }
      }
      const line = keyLine(y, svc, 'environment', lineOf(y, pair.key));
      // what the service runs: its `command`, else what the image it builds runs (`CMD`)
      const words =
        get(svc, 'command') !== undefined
          ? commandWords(get(svc, 'command'))
          : dockerfile && context !== undefined
            ? dockerfileCommand(view, dockerfile, str(get(build, 'target')))
            : [];
      const tool = migrationTool(words);
      const entries = tool ? [...tool] : entriesOfWords(words);
      built.set(name, { image: str(get(svc, 'image')), scopes, hasBuild: context !== undefined });
      out.push({
        id: `${file}#${name}`,
        kind: 'compose',
        file,
        label: `the \`${name}\` service in ${file}`,
        names,
        line,
        scopes: scopes.length > 0 ? scopes : undefined,
        secrets: composeTakesSecrets(svc),
        required: true,
        ...(entries.length > 0 ? { entries } : {}),
        ...(tool ? { onlyEntries: true } : {}),
        ...(dockerfile && view.exists(dockerfile) ? { dockerfile } : {}),
      });
    }
  }
  // A service that runs the image another service of the file builds (`image:
  // acme-worker:local` on both, one with a `build:`) holds what that image holds.
  for (const t of out) {
    const own = built.get(t.id.slice(t.id.indexOf('#') + 1));
    if (!own || own.hasBuild || !own.image) continue;
    const builder = [...built.values()].find((b) => b.hasBuild && b.image === own.image);
    if (builder && builder.scopes.length > 0) t.scopes = builder.scopes;
  }
  return out;
}

/** The scripts of the repository a command runs (`["bun", "/app/job-scheduler.js"]`, `node dist/worker.js`). */
/** The words of a compose `command` (a list, or a string split at spaces). */
function commandWords(command: unknown): string[] {
  return isSeq(command) ? command.items.map((i) => str(i) ?? '') : (str(command) ?? '').split(/\s+/).filter(Boolean);
}

/**
 * The configuration modules an ORM's migration command reads (`npx prisma migrate deploy`,
 * `drizzle-kit migrate`, `knex migrate:latest`): such a service applies migrations, and runs no
 * module of the application. Undefined for any other command.
 */
function migrationTool(words: readonly string[]): readonly string[] | undefined {
  // a command that goes on to run something else (`… && node dist/server.js`) is not the tool alone
  if (words.some((w) => /^(&&|\|\||;)$|;$/.test(w)) || entriesOfWords(words).length > 0) return undefined;
  const runner = new Set(['npx', 'bunx', 'pnpx', 'exec', 'dlx', 'pnpm', 'yarn', 'npm', 'bun', '--yes', '-y']);
  const program = words.find((w) => !runner.has(w) && !w.startsWith('-'));
  const config = program === undefined ? undefined : MIGRATION_CLIS[program];
  const verb = words.slice(words.indexOf(program ?? '') + 1).join(' ');
  return config && /\bmigrat|\bdb push\b|\bpush\b/.test(verb) ? config : undefined;
}

/** ORM command-line tools that migrate a database, and the configuration modules each reads. */
const MIGRATION_CLIS: Record<string, readonly string[]> = {
  prisma: ['prisma.config', 'prisma/prisma.config'],
  'drizzle-kit': ['drizzle.config'],
  knex: ['knexfile'],
  'sequelize-cli': ['.sequelizerc'],
};

/**
 * The programs a command runs, by the script files it names: a relative path as that path
 * without its extension (`workers/index.ts` → `workers/index`); a path in the image
 * (`/app/job-scheduler.js`) or a build's output (`dist/server.js`) by its name.
 */
function entriesOfWords(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of words) {
    const m = /^(\/)?(?:\.\/)?((?:[\w.-]+\/)*)([\w.-]+)\.(?:[cm]?[jt]sx?)$/.exec(w);
    if (!m) continue;
    // a path in the image (`/app/job-scheduler.js`) or a build's output names the program, not its source's folder
    const folder = m[1] || /^(dist|build|out)\//.test(m[2]) ? '' : m[2];
    out.push(`${folder}${m[3]}`);
  }
  return out;
}

/** A Dockerfile stage from its `FROM` arguments: its name (`AS builder`) and what it builds on. */
function stageOf(args: readonly string[]): { name?: string; from?: string } {
  const plain = args.filter((a) => !a.startsWith('--'));
  const as = plain.findIndex((a) => a.toLowerCase() === 'as');
  return { name: as >= 0 ? plain[as + 1]?.toLowerCase() : undefined, from: plain[0]?.toLowerCase() };
}

/**
 * The words of the command a Dockerfile's image runs: its `ENTRYPOINT` and `CMD` (exec or shell
 * form), in the target stage or the stages it is built on; empty when none is written.
 */
function dockerfileCommand(view: TreeView, dockerfile: string, target?: string): string[] {
  const text = view.read(dockerfile);
  if (text === undefined) return [];
  const stages: { name?: string; from?: string; words: string[] }[] = [];
  for (const ins of loadDockerfileParser().parse(text).getInstructions()) {
    const kw = ins.getKeyword();
    if (kw === 'FROM') {
      stages.push({ ...stageOf(ins.getArguments().map((a) => a.getValue())), words: [] });
      continue;
    }
    if ((kw !== 'CMD' && kw !== 'ENTRYPOINT') || stages.length === 0) continue;
    const json = 'getJSONStrings' in ins ? (ins as DockerfileAst.JSONInstruction).getJSONStrings() : [];
    const words = json.length > 0 ? json.map((j) => j.getJSONValue()) : ins.getArguments().map((a) => a.getValue());
    stages[stages.length - 1].words.push(...words);
  }
  const byName = new Map(stages.flatMap((st, i) => (st.name ? [[st.name, i] as const] : [])));
  for (
    let i: number | undefined = target !== undefined ? byName.get(target.toLowerCase()) : stages.length - 1, hops = 0;
    i !== undefined && hops < stages.length;
    i = byName.get(stages[i].from ?? ''), hops++
  ) {
    if (stages[i].words.length > 0) return stages[i].words;
  }
  return [];
}

// ---------------------------------------------------------------- Kubernetes

type Lines = { lineOf(offset: number): number };

/** The key of a source whose keys are the secret store's (`ANY_KEY` in its set). */
const ANY_KEY = '*';

/** Data keys of the Secrets and ConfigMaps the repository shows, by kind and name. */
const k8sSources = treeFact((view: TreeView): Map<string, Set<string>> => {
  const out = new Map<string, Set<string>>();
  const files = view.grep(K8S_SOURCE_WORDS, ['*.yaml', '*.yml']).filter((p) => YAML_EXT.test(p));
  for (const f of files) {
    const y = view.yaml(f);
    for (const doc of y?.documents ?? []) {
      const kind = str(get(doc.contents, 'kind'));
      // an ExternalSecret makes the Secret its target names (its own name by default)
      const target = kind === 'ExternalSecret' ? str(get(get(get(doc.contents, 'spec'), 'target'), 'name')) : undefined;
      const name = target ?? str(get(get(doc.contents, 'metadata'), 'name'));
      if (!kind || !name) continue;
      const keys = new Set<string>();
      const add = (m: unknown): void => {
        if (isMap(m)) for (const it of (m as YAMLMap).items) if (str(it.key)) keys.add(str(it.key) as string);
      };
      add(get(doc.contents, 'data'));
      add(get(doc.contents, 'stringData'));
      add(get(get(doc.contents, 'spec'), 'encryptedData'));
      for (const d of seqItems(get(get(doc.contents, 'spec'), 'data'))) {
        const k = str(get(d, 'secretKey'));
        if (k) keys.add(k);
      }
      // An ExternalSecret that copies whole entries of the store holds keys only the store knows.
      if (kind === 'ExternalSecret' && seqItems(get(get(doc.contents, 'spec'), 'dataFrom')).length > 0)
        keys.add(ANY_KEY);
      const bucket = kind === 'ConfigMap' ? 'configmap' : 'secret';
      const prev = out.get(`${bucket}/${name}`) ?? new Set<string>();
      for (const k of keys) prev.add(k);
      out.set(`${bucket}/${name}`, prev);
    }
  }
  // Kustomize generators: `configMapGenerator` / `secretGenerator` with `literals` and `envs` files.
  for (const f of view.filesNamed((n) => /^kustomization\.ya?ml$/.test(n)).filter((p) => !isDependency(view, p))) {
    const y = view.yaml(f);
    for (const doc of y?.documents ?? []) {
      for (const [key, bucket] of [
        ['configMapGenerator', 'configmap'],
        ['secretGenerator', 'secret'],
      ] as const) {
        for (const gen of seqItems(get(doc.contents, key))) {
          const name = str(get(gen, 'name'));
          if (!name) continue;
          const keys = out.get(`${bucket}/${name}`) ?? new Set<string>();
          for (const lit of seqItems(get(gen, 'literals'))) {
            const k = str(lit)?.split('=')[0].trim();
            if (k) keys.add(k);
          }
          for (const envFile of seqItems(get(gen, 'envs'))) {
            const target = str(envFile) ? resolveIn(dirOf(f), str(envFile) as string) : undefined;
            const text = target ? view.read(target) : undefined;
            if (text !== undefined) for (const k of parseEnvTemplate(text).keys()) keys.add(k);
          }
          out.set(`${bucket}/${name}`, keys);
        }
      }
    }
  }
  return out;
});

/** Pod specs of a workload document (Deployment, StatefulSet, Job, CronJob, Pod, ...). */
function podSpecs(root: unknown): unknown[] {
  const spec = get(root, 'spec');
  const out: unknown[] = [];
  if (get(spec, 'containers')) out.push(spec);
  const tpl = get(get(spec, 'template'), 'spec');
  if (tpl) out.push(tpl);
  const job = get(get(get(get(spec, 'jobTemplate'), 'spec'), 'template'), 'spec');
  if (job) out.push(job);
  return out;
}

/** The `env:` / `envFrom:` of one container. */
function containerEnv(
  view: TreeView,
  y: Lines,
  container: unknown,
  names: Map<string, number>,
): { line: number; secrets: boolean; openSecrets: boolean } {
  let secrets = false;
  let openSecrets = false;
  for (const e of seqItems(get(container, 'env'))) {
    const n = str(get(e, 'name'));
    if (n && isEnvName(n)) names.set(n, lineOf(y, e));
    if (get(get(e, 'valueFrom'), 'secretKeyRef')) secrets = true;
  }
  const sources = k8sSources(view);
  for (const ef of seqItems(get(container, 'envFrom'))) {
    const prefix = str(get(ef, 'prefix')) ?? '';
    const secretName = str(get(get(ef, 'secretRef'), 'name'));
    const cmName = str(get(get(ef, 'configMapRef'), 'name'));
    if (secretName) secrets = true;
    const keys = secretName
      ? sources.get(`secret/${secretName}`)
      : cmName
        ? sources.get(`configmap/${cmName}`)
        : undefined;
    for (const k of keys ?? []) {
      if (k === ANY_KEY) openSecrets = true;
      else if (isEnvName(prefix + k)) names.set(prefix + k, lineOf(y, ef));
    }
  }
  const line = keyLine(y, container, 'env', keyLine(y, container, 'envFrom', lineOf(y, container)));
  return { line, secrets, openSecrets };
}

function k8sTargets(view: TreeView, file: string): DeployTarget[] {
  const y = view.yaml(file);
  if (!y) return [];
  const out: DeployTarget[] = [];
  for (const doc of y.documents) {
    const root = doc.contents;
    const kind = str(get(root, 'kind'));
    if (!kind) continue;
    const workload = str(get(get(root, 'metadata'), 'name')) ?? kind;
    for (const pod of podSpecs(root)) {
      for (const c of [...seqItems(get(pod, 'containers')), ...seqItems(get(pod, 'initContainers'))]) {
        const cname = str(get(c, 'name')) ?? 'container';
        const names = new Map<string, number>();
        const { line, secrets, openSecrets } = containerEnv(view, y, c, names);
        // a container that runs a script written in the manifest (`command: [sh, -c]`, a backup
        // with `pg_dump "$DATABASE_URL"`) that uses each of its variables: they are the script's
        const script = inlineScript(c);
        const scripted =
          script !== undefined && [...names.keys()].every((n) => new RegExp(`\\$\\{?${n}\\b`).test(script));
        out.push({
          id: `${file}#${workload}/${cname}`,
          kind: 'k8s',
          file,
          scopes: packageScope(view, file),
          label: `the \`env:\` of container \`${cname}\` (${kind} ${workload}) in ${file}`,
          names,
          line,
          secrets: secrets || k8sSources(view).size > 0,
          required: !scripted,
          ...(openSecrets ? { openSecrets } : {}),
        });
      }
    }
  }
  return out;
}

/** The shell script a container runs from its manifest (`command: ["sh", "-c"]`, the script in `args`). */
function inlineScript(container: unknown): string | undefined {
  const parts = [...seqItems(get(container, 'command')), ...seqItems(get(container, 'args'))].map((n) => str(n) ?? '');
  const shell = parts.findIndex((p) => /(^|\/)(ba|da|z)?sh$/.test(p));
  if (shell < 0 || parts[shell + 1] !== '-c') return undefined;
  return parts.slice(shell + 2).join('\n') || undefined;
}

// ---------------------------------------------------------------- Helm

/**
 * A Helm template with its Go-template actions neutralised so it parses as YAML: a line
 * that is only an action (`{{- range }}`) becomes blank, an inline action becomes a
 * placeholder value. Lines keep their numbers.
 */
export function stripGoTemplate(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(\{\{.*?\}\}\s*)+$/.test(line)) return '';
      return line.replace(/\{\{.*?\}\}/g, 'tpl-value');
    })
    .join('\n');
}

function parseYamlText(text: string): YamlFile {
  const lineCounter = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter, uniqueKeys: false });
  const documents = Array.isArray(docs) ? docs : [docs];
  return { documents, values: [], errors: [], lineOf: (o: number) => lineCounter.linePos(o).line };
}

/** Keys under env-ish parts of values.yaml: `env: { FOO: ... }`, `env: [{ name: FOO }]`, `secrets: { FOO: ... }`. */
function helmValues(y: Lines, node: unknown, inEnv: boolean, names: Map<string, number>, secretPath: boolean): boolean {
  let secrets = false;
  if (isMap(node)) {
    for (const it of (node as YAMLMap).items) {
      const k = str(it.key);
      if (!k) continue;
      const envish = /env|secret|config/i.test(k);
      const isSecret = secretPath || /secret/i.test(k);
      if (inEnv && /^[A-Z][A-Z0-9_]*$/.test(k) && /[A-Z]/.test(k)) {
        names.set(k, lineOf(y, it.key));
        if (isSecret) secrets = true;
      }
      if (helmValues(y, it.value, inEnv || envish, names, isSecret)) secrets = true;
    }
  } else if (isSeq(node)) {
    for (const item of node.items) {
      // `env: [{ name: FOO, value: … }]`, or a list of names a template ranges over (`secretEnv: [FOO]`)
      const n = str(get(item, 'name')) ?? str(item);
      if (inEnv && n && isEnvName(n)) names.set(n, lineOf(y, item));
      if (helmValues(y, item, inEnv, names, secretPath)) secrets = true;
    }
  }
  return secrets;
}

function helmTargets(view: TreeView, chart: string, paths: string[]): DeployTarget[] {
  const prefix = chart === '' ? '' : `${chart}/`;
  const names = new Map<string, number>();
  let secrets = false;
  let line = 1;
  let anchorFile = `${prefix}values.yaml`;
  const templates = paths.filter((p) => p.startsWith(`${prefix}templates/`) && YAML_EXT.test(p));
  for (const t of templates) {
    const text = view.read(t);
    if (text === undefined) continue;
    if (text.includes('secretKeyRef') || /kind:\s*Secret\b/.test(text)) secrets = true;
    let y: YamlFile;
    try {
      y = parseYamlText(stripGoTemplate(text));
    } catch {
      continue;
    }
    for (const doc of y.documents) {
      for (const pod of podSpecs(doc.contents)) {
        for (const c of seqItems(get(pod, 'containers'))) {
          const before = names.size;
          const r = containerEnv(view, y, c, names);
          if (names.size > before || get(c, 'env')) {
            line = r.line;
            anchorFile = t;
          }
          if (r.secrets) secrets = true;
        }
      }
    }
  }
  const fromTemplates = names.size;
  const values = paths.filter((p) => dirOf(p) === chart && /^values[\w.-]*\.ya?ml$/.test(p.slice(prefix.length)));
  for (const v of values) {
    const y = view.yaml(v);
    const own = new Map<string, number>();
    for (const doc of y?.documents ?? []) {
      if (y && helmValues(y, doc.contents, false, own, false)) secrets = true;
    }
    // Templates that range over the values (`{{- range $k, $v := .Values.env }}`) declare
    // nothing themselves: the values file is where a variable is added.
    if (fromTemplates === 0 && own.size > 0 && !values.includes(anchorFile)) {
      anchorFile = v;
      line = Math.max(...own.values());
    }
    for (const [k, l] of own) if (!names.has(k)) names.set(k, l);
  }
  if (names.size === 0) return [];
  return [
    {
      id: `helm:${chart}`,
      kind: 'helm',
      file: anchorFile,
      scopes: packageScope(view, anchorFile),
      label: `the Helm chart ${chart || '(root)'} (${anchorFile})`,
      names,
      line,
      secrets,
      required: true,
    },
  ];
}

// ---------------------------------------------------------------- Dockerfile, fly.toml, app.yaml, render.yaml

let dockerfileAst: typeof DockerfileAst | undefined;

/** An instruction's flags (`--from=builder`), which its arguments leave out. */
function flagsOf(ins: unknown): { getName(): string; getValue(): string | null }[] {
  const withFlags = ins as { getFlags?: () => { getName(): string; getValue(): string | null }[] };
  return typeof withFlags.getFlags === 'function' ? withFlags.getFlags() : [];
}

/** The Dockerfile parser is loaded on first use: most changes touch no Dockerfile. */
function loadDockerfileParser(): typeof DockerfileAst.DockerfileParser {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  dockerfileAst ??= require('dockerfile-ast') as typeof DockerfileAst;
  return dockerfileAst.DockerfileParser;
}

/**
 * The parts of a build context a Dockerfile copies into its image (`COPY docker/crontab
 * /etc/…`), or undefined when it copies the whole context (`COPY . .`), cannot be read, or
 * copies nothing of it. The image is the build's `target` stage (the last by default) with
 * the stages it builds on (`FROM deps AS builder`) and copies from (`COPY --from=builder`):
 * a compose service built to the `migrator` target holds what that stage copies, not the
 * other apps' stages. Copies from another stage and URLs are not the context's.
 */
function copiedFromContext(view: TreeView, context: string, dockerfile: string, target?: string): string[] | undefined {
  const text = view.read(dockerfile);
  if (text === undefined) return undefined;
  // Each stage: the stage it builds on, what it copies from the context, the stages it copies from.
  const stages: { name?: string; from?: string; copies: string[]; uses: string[] }[] = [];
  for (const ins of loadDockerfileParser().parse(text).getInstructions()) {
    const kw = ins.getKeyword();
    const args = ins.getArguments().map((a) => a.getValue());
    if (kw === 'FROM') {
      stages.push({ ...stageOf(args), copies: [], uses: [] });
      continue;
    }
    if (kw !== 'COPY' && kw !== 'ADD') continue;
    if (stages.length === 0) stages.push({ copies: [], uses: [] });
    const stage = stages[stages.length - 1];
    // `--from=stage` is a flag, not an argument: a copy out of another stage (or image)
    const from = flagsOf(ins)
      .find((f) => f.getName() === 'from')
      ?.getValue();
    if (from) {
      stage.uses.push(from.toLowerCase());
      continue;
    }
    stage.copies.push(...args.filter((a) => !a.startsWith('--')).slice(0, -1));
  }
  // The image is the target stage (the last one by default) and the stages it builds on or copies from.
  const byName = new Map(stages.flatMap((s, i) => (s.name ? [[s.name, i] as const] : [])));
  const wanted = target !== undefined ? byName.get(target.toLowerCase()) : stages.length - 1;
  if (wanted === undefined) return undefined;
  const reached = new Set<number>();
  const visit = (i: number): void => {
    if (reached.has(i)) return;
    reached.add(i);
    const s = stages[i];
    for (const ref of [s.from, ...s.uses]) {
      const j = ref === undefined ? undefined : (byName.get(ref) ?? (/^\d+$/.test(ref) ? Number(ref) : undefined));
      if (j !== undefined && j < stages.length) visit(j);
    }
  };
  visit(wanted);
  const out: string[] = [];
  for (const i of [...reached].sort((a, b) => a - b)) {
    for (const source of stages[i].copies) {
      if (/^[a-z]+:\/\//i.test(source)) continue;
      // a glob copies from the folder before its first wildcard
      const wild = source.search(/[*?[]/);
      const fixed = wild < 0 ? source : source.slice(0, wild).replace(/[^/]*$/, '');
      const at = resolveIn(context, fixed === '' ? '.' : fixed);
      if (at === undefined || at === context) return undefined;
      out.push(at);
    }
  }
  return out.length > 0 ? out : undefined;
}

function dockerfileTargets(view: TreeView, file: string): DeployTarget[] {
  const text = view.read(file);
  if (text === undefined) return [];
  const names = new Map<string, number>();
  let line = 1;
  for (const ins of loadDockerfileParser().parse(text).getInstructions()) {
    const kw = ins.getKeyword();
    if (kw !== 'ENV' && kw !== 'ARG') continue;
    const props = (ins as unknown as { getProperties(): { getName(): string }[] }).getProperties();
    line = ins.getRange().start.line + 1;
    for (const p of props) if (isEnvName(p.getName())) names.set(p.getName(), line);
  }
  return [
    {
      id: file,
      kind: 'dockerfile',
      file,
      label: file,
      names,
      line,
      scopes: [dirOf(file)],
      secrets: false,
      required: true,
    },
  ];
}

function flyTargets(view: TreeView, file: string): DeployTarget[] {
  const text = view.read(file);
  if (text === undefined) return [];
  let doc: Record<string, unknown>;
  try {
    doc = parseToml(text) as Record<string, unknown>;
  } catch (err) {
    deployParseErrors(view).set(file, `invalid TOML (${(err as Error).message.split('\n')[0]})`);
    return [];
  }
  const env = doc.env;
  if (typeof env !== 'object' || env === null) return [];
  const lines = text.split('\n');
  const envLine = lines.findIndex((l) => /^\s*\[env\]\s*$/.test(l)) + 1;
  const names = new Map<string, number>();
  for (const k of Object.keys(env)) {
    const idx = lines.findIndex((l, i) => i >= envLine - 1 && l.trim().startsWith(k));
    if (isEnvName(k)) names.set(k, idx < 0 ? envLine : idx + 1);
  }
  return [
    {
      id: file,
      kind: 'fly',
      file,
      label: `the [env] table of ${file}`,
      names,
      line: envLine || 1,
      scopes: [dirOf(file)],
      secrets: false,
      required: true,
    },
  ];
}

function appYamlTargets(view: TreeView, file: string): DeployTarget[] {
  const y = view.yaml(file);
  const out: DeployTarget[] = [];
  for (const doc of y?.documents ?? []) {
    const vars = get(doc.contents, 'env_variables');
    if (!vars || !y) continue;
    const names = new Map<string, number>();
    envMapOrList(y, vars, names);
    out.push({
      id: file,
      kind: 'app-yaml',
      file,
      label: `env_variables in ${file}`,
      names,
      line: keyLine(y, doc.contents, 'env_variables'),
      scopes: [dirOf(file)],
      secrets: false,
      required: true,
    });
  }
  return out;
}

function renderTargets(view: TreeView, file: string): DeployTarget[] {
  const y = view.yaml(file);
  if (!y) return [];
  const out: DeployTarget[] = [];
  for (const doc of y.documents) {
    const groups = new Map<string, Map<string, number>>();
    for (const g of seqItems(get(doc.contents, 'envVarGroups'))) {
      const gname = str(get(g, 'name'));
      const names = new Map<string, number>();
      for (const v of seqItems(get(g, 'envVars'))) {
        const k = str(get(v, 'key'));
        if (k && isEnvName(k)) names.set(k, lineOf(y, v));
      }
      if (gname) groups.set(gname, names);
    }
    for (const svc of seqItems(get(doc.contents, 'services'))) {
      const sname = str(get(svc, 'name')) ?? 'service';
      const names = new Map<string, number>();
      for (const v of seqItems(get(svc, 'envVars'))) {
        const k = str(get(v, 'key'));
        if (k && isEnvName(k)) names.set(k, lineOf(y, v));
        const group = str(get(v, 'fromGroup'));
        for (const [gk, gl] of (group && groups.get(group)) || []) names.set(gk, gl);
      }
      const rootDir = str(get(svc, 'rootDir'));
      out.push({
        id: `${file}#${sname}`,
        kind: 'render',
        file,
        label: `the envVars of service \`${sname}\` in ${file}`,
        names,
        line: keyLine(y, svc, 'envVars', lineOf(y, svc)),
        scopes: [resolveIn(dirOf(file), rootDir ?? '.') ?? ''],
        secrets: true,
        required: true,
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------- GitHub workflows

/**
 * The variables the GitHub workflows that run a file give it: a step's `run:` names the
 * file (`tsx scripts/report.ts`, a path that ends the file's, from any working directory),
 * and the workflow declares the variable in an `env:` (of the workflow, a job or a step) or
 * sets it on a command line of its steps (`NAME=value command`). A CI script's environment
 * is the workflow's, not the application's.
 */
export const workflowEnvOf = treeFact((view: TreeView, file: string): Set<string> => {
  const out = new Set<string>();
  const base = file.slice(file.lastIndexOf('/') + 1);
  for (const t of deployTargets(view)) {
    if (t.kind !== 'workflow') continue;
    const runs = workflowParts(view, t.file)?.runs ?? [];
    const runsFile = (run: string) =>
      run.split(/[\s'"`;|&()]+/).some((token) => {
        const path = token.replace(/^\.\//, '');
        return path.endsWith(base) && (path === file || file.endsWith(`/${path}`));
      });
    if (!runs.some(runsFile)) continue;
    for (const name of t.names.keys()) out.add(name);
    for (const run of runs) for (const m of run.matchAll(/(?:^|[\s;&|(])([A-Za-z_][A-Za-z0-9_]*)=/g)) out.add(m[1]);
  }
  return out;
});

/**
 * The variables the repository's shell scripts give a program they run: a script that
 * names the file (by its base name: the path may be the one inside a container, `docker
 * exec app node /app/migration/reencrypt.mjs`) and passes the variable to it (`-e NAME=…`,
 * `--env NAME`, `NAME=value command`, `export NAME=…`). An operator's tool reads what its
 * runner gives it, not the application's environment.
 */
export const scriptEnvOf = treeFact((view: TreeView, file: string): Set<string> => {
  const out = new Set<string>();
  const base = file.slice(file.lastIndexOf('/') + 1);
  if (!/\.[cm]?[jt]sx?$/.test(base)) return out;
  const namesFile = (line: string) =>
    line.split(/[\s'"`;|&()]+/).some((token) => token === base || token.endsWith(`/${base}`));
  for (const script of view.filesNamed((n) => n.endsWith('.sh'))) {
    const text = view.read(script) ?? '';
    // a command continued over lines (`\` at a line's end) is one line
    const lines = text.replace(/\\\r?\n/g, ' ').split('\n');
    const runs = lines.filter(namesFile);
    if (runs.length === 0) continue;
    // on the command that runs the file: `-e NAME=…`, `--env NAME`, `NAME=value command`
    for (const line of runs) {
      for (const m of line.matchAll(/(?:^|\s)(?:-e|--env)\s+([A-Za-z_][A-Za-z0-9_]*)\b/g)) out.add(m[1]);
      for (const m of line.matchAll(/(?:^|[\s;&|(])([A-Za-z_][A-Za-z0-9_]*)=/g)) out.add(m[1]);
    }
    // and what the script exports before it
    for (const m of text.matchAll(/(?:^|[\s;&|(])export\s+([A-Za-z_][A-Za-z0-9_]*)\b/g)) out.add(m[1]);
  }
  return out;
});

/**
 * The variables a script documents in its own header: a program an operator runs by hand,
 * not a module of the application (a file that starts with a `#!` line, or one the code
 * classifier places among scripts that the application does not import), whose leading
 * comment shows the command that runs it with the variable set (`export OLD_KEY=…`,
 * `DATABASE_URL=… node scripts/x.mjs`, `API_KEY=… bun scripts/smoke.ts`). Its environment
 * is the operator's, set as the header says.
 */
export const headerEnvOf = treeFact((view: TreeView, file: string): Set<string> => {
  const out = new Set<string>();
  const text = view.read(file) ?? '';
  const shebang = text.startsWith('#!');
  if (!shebang && roleIn(view, file) !== 'script') return out;
  const body = shebang ? text.slice(text.indexOf('\n') + 1) : text;
  // the comments before its first statement, as TypeScript's scanner finds them
  const header = (loadTsMorph().ts.getLeadingCommentRanges(body, 0) ?? [])
    .map((r) => body.slice(r.pos, r.end))
    .join('\n');
  for (const m of header.matchAll(/(?:^|[\s;&|(*#])(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=/g)) out.add(m[1]);
  return out;
});

/** The variables some GitHub workflow declares (`env:` of the workflow, a job or a step). */
export const workflowDeclared = treeFact((view: TreeView): Set<string> => {
  const out = new Set<string>();
  for (const t of deployTargets(view)) if (t.kind === 'workflow') for (const n of t.names.keys()) out.add(n);
  return out;
});

/** A workflow's `env:` blocks (of the workflow, its jobs and their steps) and its steps' `run:` scripts. */
function workflowParts(view: TreeView, file: string): { y: YamlFile; envs: unknown[]; runs: string[] } | undefined {
  const y = view.yaml(file);
  if (!y) return undefined;
  const envs: unknown[] = [];
  const runs: string[] = [];
  for (const doc of y.documents) {
    envs.push(get(doc.contents, 'env'));
    const jobs = get(doc.contents, 'jobs');
    if (!isMap(jobs)) continue;
    for (const j of (jobs as YAMLMap).items) {
      envs.push(get(j.value, 'env'));
      for (const step of seqItems(get(j.value, 'steps'))) {
        envs.push(get(step, 'env'));
        const run = str(get(step, 'run'));
        if (run) runs.push(run);
      }
    }
  }
  return { y, envs, runs };
}

function workflowTargets(view: TreeView, file: string): DeployTarget[] {
  const parts = workflowParts(view, file);
  if (!parts) return [];
  const names = new Map<string, number>();
  for (const env of parts.envs) envMapOrList(parts.y, env, names);
  return [{ id: file, kind: 'workflow', file, label: file, names, line: 1, secrets: true, required: false }];
}

// ---------------------------------------------------------------- where a new variable goes

/**
 * The YAML collection a new variable of a deployment target goes into, found by the
 * target's id: a Kubernetes container's `env:`, a compose service's `environment:`, a
 * Render service's `envVars:`. Undefined when the target has none (a fix would have to
 * write the key itself) or is of another kind.
 */
export function envCollectionOf(view: TreeView, id: string, kind: DeployKind): YamlNode | undefined {
  const file = id.split('#')[0];
  const y = view.yaml(file);
  if (!y) return undefined;
  const wanted = id.slice(file.length + 1);
  for (const doc of y.documents) {
    const root = doc.contents;
    if (kind === 'k8s') {
      const workload = str(get(get(root, 'metadata'), 'name')) ?? str(get(root, 'kind'));
      for (const pod of podSpecs(root)) {
        for (const c of [...seqItems(get(pod, 'containers')), ...seqItems(get(pod, 'initContainers'))]) {
          if (`${workload}/${str(get(c, 'name')) ?? 'container'}` === wanted) return get(c, 'env');
        }
      }
    } else if (kind === 'compose') {
      const svc = get(get(root, 'services'), wanted);
      if (svc) return get(svc, 'environment');
    } else if (kind === 'render') {
      for (const svc of seqItems(get(root, 'services'))) {
        if ((str(get(svc, 'name')) ?? 'service') === wanted) return get(svc, 'envVars');
      }
    }
  }
  return undefined;
}

/** The Secrets a manifest's `secretKeyRef`s name, with the keys they read (in the order written). */
export function secretRefsIn(view: TreeView, file: string): { name: string; key: string }[] {
  const out: { name: string; key: string }[] = [];
  const visit = (node: unknown): void => {
    if (isMap(node)) {
      const ref = get(node, 'secretKeyRef');
      const name = str(get(ref, 'name'));
      const key = str(get(ref, 'key'));
      if (name && key) out.push({ name, key });
      for (const it of (node as YAMLMap).items) visit(it.value);
    } else if (isSeq(node)) for (const it of node.items) visit(it);
  };
  for (const doc of view.yaml(file)?.documents ?? []) visit(doc.contents);
  return out;
}
