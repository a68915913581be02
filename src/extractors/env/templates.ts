/**
 * Env templates (`.env.example` and friends, plus the config's `env-files`): the
 * variables a fresh checkout is told to set. Parsed with dotenv; a commented-out
 * entry (`# FOO=`) still declares FOO.
 */
import { treeFact } from '../../workspace/fact';
import { parse as parseDotenv } from 'dotenv';
import picomatch from 'picomatch';
import type { TreeView } from '../../workspace/workspace';
import { isTestCode } from '../../workspace/classify';
import { loadTsMorph } from '../../workspace/ts';
import { isLogging } from '../code/behaviour';
import { descendantsOfKinds } from '../code/syntax';
import { dependentsOf } from '../code/resolve-import';
import { dirOf, isEnvName, packageOf } from './names';

export interface EnvTemplate {
  file: string;
  dir: string;
  /** Declared names and the 1-based line of each. */
  names: Map<string, number>;
  /** From the config's `env-files`: counts for every reader, wherever it is. */
  configured: boolean;
}

/**
 * `.env.example`, `.env.sample`, `.env.template`, `.env.defaults`, `example.env`,
 * `.env.local.example`, `.env.dist`, `.env-template`, `env.example`, direnv's
 * `.envrc.example`, and the same with a qualifier in front (`docker.env.example`,
 * `config.example.env`).
 */
export function isEnvTemplatePath(path: string): boolean {
  if (path.includes('node_modules/')) return false;
  const base = path.slice(path.lastIndexOf('/') + 1);
  return (
    /^([\w-]+\.)?\.?env(rc)?([.-][\w]+)*[.-](example|sample|template|dist)$/.test(base) ||
    base === '.env.defaults' ||
    /^([\w-]+\.)?(example|sample|template)\.env$/.test(base)
  );
}

/** Looks like an assignment once the comment marker is gone (not prose such as "Note: ..."). */
function looksLikeEntry(line: string): boolean {
  return /^(export\s+)?[A-Za-z_][A-Za-z0-9_]*\s*=/.test(line);
}

/** Names declared by a dotenv text, with their lines. */
export function parseEnvTemplate(text: string): Map<string, number> {
  const names = new Map<string, number>();
  const lines = text.split(/\r?\n/);
  const declared = new Set(Object.keys(parseDotenv(text)));
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line.startsWith('#')) {
      const uncommented = line.replace(/^#+\s*/, '');
      if (!looksLikeEntry(uncommented)) return;
      for (const name of Object.keys(parseDotenv(uncommented))) {
        if (isEnvName(name) && !names.has(name)) names.set(name, i + 1);
      }
      return;
    }
    const key = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*[=:]/.exec(line)?.[1];
    if (key && declared.has(key) && !names.has(key)) names.set(key, i + 1);
  });
  // Keys dotenv found that the line scan missed (unusual spacing): line unknown.
  for (const name of declared) if (isEnvName(name) && !names.has(name)) names.set(name, 1);
  return names;
}

/** Every env template of the tree (and the configured env files), parsed once per run. */
export function envTemplates(view: TreeView, envFiles: readonly string[] = []): EnvTemplate[] {
  return templatesOf(view, ...envFiles);
}

const templatesOf = treeFact((view: TreeView, ...envFiles: string[]): EnvTemplate[] => {
  const configured = envFiles.length > 0 ? picomatch([...envFiles], { dot: true }) : () => false;
  const files =
    envFiles.length > 0
      ? view.paths().filter((p) => isEnvTemplatePath(p) || configured(p))
      : view.filesNamed(isEnvTemplatePath).filter(isEnvTemplatePath);
  view.prefetch(files);
  const out: EnvTemplate[] = [];
  for (const file of files) {
    const text = view.read(file);
    if (text === undefined) continue;
    out.push({ file, dir: dirOf(file), names: parseEnvTemplate(text), configured: configured(file) });
  }
  return out;
});

/**
 * The templates that count for a file: those in the nearest directory up the tree that
 * holds one (`web/.env.example` for `web/src/...`), plus every configured env file.
 */
export function templatesFor(view: TreeView, file: string, envFiles: readonly string[] = []): EnvTemplate[] {
  const all = envTemplates(view, envFiles);
  // a template for tests declares what the tests need, not the application: skipped here
  const conventional = all.filter((t) => !t.configured && !isTestTemplate(view, t.file));
  let nearest = nearestUp(conventional, dirOf(file));
  if (nearest.length === 0) {
    // a shared package with no template of its own runs inside the apps that depend on it:
    // their templates declare what it reads
    const pkg = packageOf(view, file);
    if (pkg !== '') nearest = dependentsOf(view, pkg).flatMap((d) => nearestUp(conventional, d));
    nearest = [...new Set(nearest)];
  }
  return [...nearest, ...nearest.flatMap((t) => documentedBy(view, t.file)), ...all.filter((t) => t.configured)];
}

/** The templates of the nearest folder from `dir` up the tree that holds one. */
function nearestUp(templates: EnvTemplate[], start: string): EnvTemplate[] {
  for (let dir = start; ; dir = dirOf(dir)) {
    const here = templates.filter((t) => t.dir === dir);
    if (here.length > 0 || dir === '') return here;
  }
}

/** A template of at most this many variables may leave the rest to the documentation. */
const MINIMAL_TEMPLATE = 4;
/** A comment that sends the reader elsewhere: to docs, a guide, a README, a URL. */
const POINTER = /\b(docs?|documentation|readme|guide|reference|see|https?:\/\/)\b|\.mdx?\b/i;
/** A page about the variables: its text names environment variables or the configuration. */
const ABOUT_ENV = /environment variables?|env(ironment)? vars?|\bconfiguration\b|\.env\b/i;

/**
 * The documentation pages that declare variables for a minimal template that points to
 * them (a two-line `.env.sample` with "see the configuration docs"): the page it names, else
 * the pages under `docs/` and the README that are about the environment. Each page's
 * variables are the names it lists (in backticks or a table's cells).
 */
export const documentedBy = treeFact((view: TreeView, template: string): EnvTemplate[] => {
  const text = view.read(template) ?? '';
  const names = parseEnvTemplate(text);
  if (names.size > MINIMAL_TEMPLATE) return [];
  const comments = text.split(/\r?\n/).filter((l) => l.trim().startsWith('#'));
  const pointer = comments.find((l) => POINTER.test(l));
  if (!pointer) return [];
  const named = /([\w./-]+\.mdx?)\b/.exec(pointer)?.[1];
  const dir = dirOf(template);
  const candidates = named
    ? [named.replace(/^\.\//, ''), dir ? `${dir}/${named.replace(/^\.\//, '')}` : named].filter((p) => view.exists(p))
    : view
        .paths()
        .filter((p) => /(^|\/)docs?\/.*\.mdx?$/i.test(p) || /(^|\/)README\.mdx?$/i.test(p))
        .filter((p) => !p.includes('node_modules/'))
        .slice(0, 200);
  view.prefetch(candidates);
  const out: EnvTemplate[] = [];
  for (const page of candidates) {
    const body = view.read(page);
    if (body === undefined || (!named && !ABOUT_ENV.test(body))) continue;
    const listed = new Map<string, number>();
    body.split(/\r?\n/).forEach((line, i) => {
      const cells = line.trim().startsWith('|') ? line.split('|').map((c) => c.trim().replace(/^`|`$/g, '')) : [];
      const ticked = [...line.matchAll(/`([A-Z][A-Z0-9_]{2,})(=[^`]*)?`/g)].map((m) => m[1]);
      for (const n of [...cells, ...ticked])
        if (/^[A-Z][A-Z0-9_]{2,}$/.test(n) && isEnvName(n) && !listed.has(n)) listed.set(n, i + 1);
    });
    if (listed.size > 0) out.push({ file: page, dir, names: listed, configured: false });
  }
  return out;
});

/** `.env.test.example`, `.env.ci.example`, `.env.e2e.sample`: named for a test run. */
const TEST_TEMPLATE_NAME = /^\.env[.-](test|tests|testing|ci|e2e|spec|playwright|cypress|integration)([.-]|$)/i;

/**
 * A template for tests: named for a test run, or loaded only by test code (a test setup's
 * `dotenv.config({ path: '.env.local-test.example' })`, a runner's config).
 */
export const isTestTemplate = treeFact((view: TreeView, file: string): boolean => {
  const base = file.slice(file.lastIndexOf('/') + 1);
  if (TEST_TEMPLATE_NAME.test(base)) return true;
  const readers = view.filesWith([base]).filter((f) => f !== file && isCodeOrConfig(f) && namesAsPath(view, f, base));
  return readers.length > 0 && readers.every((f) => isTestCode(f));
});

/**
 * The file names `base` where a path goes: in a configuration file, or in a string of code
 * that is not a log line's (`dotenv.config({ path: '.env.e2e.example' })`); a comment or a
 * message that tells the reader to copy it (`console.log('cp .env.local.example .env.local')`)
 * loads nothing.
 */
function namesAsPath(view: TreeView, file: string, base: string): boolean {
  if (!/\.(c|m)?[jt]sx?$/.test(file)) return true;
  const sf = view.sourceFile(file);
  if (!sf) return true;
  const { Node, SyntaxKind } = loadTsMorph();
  for (const lit of descendantsOfKinds(sf, [SyntaxKind.StringLiteral, SyntaxKind.NoSubstitutionTemplateLiteral])) {
    if (!(Node.isStringLiteral(lit) || Node.isNoSubstitutionTemplateLiteral(lit))) continue;
    if (!lit.getLiteralText().includes(base)) continue;
    const call = lit.getFirstAncestor((a) => Node.isCallExpression(a));
    if (call && Node.isCallExpression(call) && isLogging(call)) continue;
    return true;
  }
  return false;
}

function isCodeOrConfig(path: string): boolean {
  return /\.(c|m)?[jt]sx?$|\.json$|\.ya?ml$/.test(path);
}
