/**
 * Env templates (`.env.example` and friends, plus the config's `env-files`): the
 * variables a fresh checkout is told to set. Parsed with dotenv; a commented-out
 * entry (`# FOO=`) still declares FOO.
 */
import { treeFact } from '../../workspace/fact';
import { parse as parseDotenv } from 'dotenv';
import picomatch from 'picomatch';
import type { TreeView } from '../../workspace/workspace';
import { dirOf, isEnvName } from './names';

export interface EnvTemplate {
  file: string;
  dir: string;
  /** Declared names and the 1-based line of each. */
  names: Map<string, number>;
  /** From the config's `env-files`: counts for every reader, wherever it is. */
  configured: boolean;
}

/** `.env.example`, `.env.sample`, `.env.template`, `.env.defaults`, `example.env`, `.env.local.example`, `.env.dist`, `.env-template`. */
export function isEnvTemplatePath(path: string): boolean {
  if (path.includes('node_modules/')) return false;
  const base = path.slice(path.lastIndexOf('/') + 1);
  return (
    /^\.env([.-][\w]+)*[.-](example|sample|template|dist)$/.test(base) ||
    base === '.env.defaults' ||
    /^(example|sample|template)\.env$/.test(base)
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
  const files = view.paths().filter((p) => isEnvTemplatePath(p) || configured(p));
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
  const conventional = all.filter((t) => !t.configured);
  let dir = dirOf(file);
  let nearest: EnvTemplate[] = [];
  for (;;) {
    nearest = conventional.filter((t) => t.dir === dir);
    if (nearest.length > 0 || dir === '') break;
    dir = dirOf(dir);
  }
  return [...nearest, ...all.filter((t) => t.configured)];
}
