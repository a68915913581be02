/**
 * The edit that declares a new variable in a place that lacks it, in that place's own form
 * and beside its siblings: a template line, a Kubernetes `env:` entry, a compose
 * `environment:` entry, a Render `envVars:` item, a `fly.toml [env]` key. Text is inserted
 * where the place's last entry ends, indented as that entry is, with the file's line
 * endings; nothing else of the file changes. Undefined where the form is not certain (a
 * flow-style collection, a place without its key yet, a secret in a plain-value file).
 */
import { isMap, isSeq, type Node as YamlNode, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import { eolOf } from '../../core/edits';
import type { TextEdit } from '../../core/types';
import type { TreeView } from '../../workspace/workspace';
import { changeFact } from '../../workspace/fact';
import type { Workspace } from '../../workspace/workspace';
import { envCollectionOf, secretRefsIn } from './deploy';
import { envReadsInFile, mayReadEnv, readByCode } from './reads';
import type { MissingPlace } from './index';
import { parseEnvTemplate } from './templates';

export function declarationEdit(view: TreeView, name: string, place: MissingPlace): TextEdit | undefined {
  switch (place.kind) {
    case 'template':
      return templateEdit(view, name, place.file);
    case 'k8s':
      return yamlEdit(view, place, k8sEntry(view, name, place));
    case 'compose':
      return yamlEdit(view, place, (seq) => (seq ? [`${name}=\${${name}}`] : [`${name}: \${${name}}`]));
    case 'render':
      return yamlEdit(view, place, () => [`key: ${name}`, place.asSecret ? 'sync: false' : 'value: ""']);
    case 'fly':
      return place.asSecret ? undefined : flyEdit(view, name, place.file);
    default:
      return undefined;
  }
}

/** Shared `_`-separated leading words: `STRIPE_PRICE_PRO` and `STRIPE_PRICE_TEAM` share 2. */
function sharedPrefix(a: string, b: string): number {
  const x = a.split('_');
  const y = b.split('_');
  let n = 0;
  while (n < x.length - 1 && n < y.length - 1 && x[n] === y[n]) n++;
  return n;
}

/**
 * `NAME=` after the template's entry that shares most of the name's leading words (the
 * last of a group), else at the end; commented out when that neighbour is (`# NAME=`).
 */
function templateEdit(view: TreeView, name: string, file: string): TextEdit | undefined {
  const text = view.read(file);
  if (text === undefined) return undefined;
  const eol = eolOf(text);
  const lines = text.split('\n');
  let best: { line: number; shared: number } | undefined;
  for (const [other, line] of parseEnvTemplate(text)) {
    const shared = sharedPrefix(name, other);
    if (shared > 0 && (!best || shared > best.shared || (shared === best.shared && line > best.line)))
      best = { line, shared };
  }
  if (best) {
    const neighbour = lines[best.line - 1] ?? '';
    const commented = /^\s*#/.test(neighbour) ? '# ' : '';
    const at = offsetOfLine(lines, best.line);
    // after a last line without a line ending, the new line starts with one
    if (at > text.length) return { file, start: text.length, end: text.length, text: `${eol}${commented}${name}=` };
    return { file, start: at, end: at, text: `${commented}${name}=${eol}` };
  }
  const ending = text.length === 0 || text.endsWith('\n') ? '' : eol;
  return { file, start: text.length, end: text.length, text: `${ending}${name}=${eol}` };
}

/** The offset where the line after `line` (1-based) begins. */
function offsetOfLine(lines: string[], line: number): number {
  let at = 0;
  for (let i = 0; i < line && i < lines.length; i++) at += lines[i].length + 1;
  return at;
}

/** A container's env entry: a `secretKeyRef` to the Secret the manifest already reads, or a value. */
function k8sEntry(view: TreeView, name: string, place: MissingPlace): () => string[] | undefined {
  return () => {
    if (!place.asSecret) return [`name: ${name}`, 'value: ""'];
    const refs = secretRefsIn(view, place.file);
    if (refs.length === 0) return undefined;
    const counts = new Map<string, number>();
    for (const r of refs) counts.set(r.name, (counts.get(r.name) ?? 0) + 1);
    const secret = [...counts].sort((a, b) => b[1] - a[1])[0][0];
    const keys = refs.filter((r) => r.name === secret).map((r) => r.key);
    const key = keys.every((k) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(k))
      ? name.toLowerCase().replace(/_/g, '-')
      : keys.every((k) => /^[a-z0-9]+(_[a-z0-9]+)*$/.test(k))
        ? name.toLowerCase()
        : name;
    return [`name: ${name}`, 'valueFrom:', '  secretKeyRef:', `    name: ${secret}`, `    key: ${key}`];
  };
}

/**
 * An entry appended to the block collection of a deployment target (`entry(seq)` gives its
 * lines for a sequence or a map, relative indentation in two-space steps).
 */
function yamlEdit(
  view: TreeView,
  place: MissingPlace,
  entry: (seq: boolean) => string[] | undefined,
): TextEdit | undefined {
  if (place.kind === 'template' || place.kind === 'fly') return undefined;
  const node = envCollectionOf(view, place.id, place.kind);
  const text = view.read(place.file);
  if (!node || text === undefined) return undefined;
  const seq = isSeq(node);
  if (!seq && !isMap(node)) return undefined;
  const collection = node as YAMLSeq | YAMLMap;
  if (collection.flow || collection.items.length === 0) return undefined;
  const lines = entry(seq);
  if (!lines) return undefined;
  const last = collection.items[collection.items.length - 1] as YamlNode | Pair;
  const start = seq ? rangeOf(last)?.[0] : rangeOf((last as Pair).key)?.[0];
  const end = seq ? rangeOf(last)?.[1] : (rangeOf((last as Pair).value) ?? rangeOf((last as Pair).key))?.[1];
  if (start === undefined || end === undefined) return undefined;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const column = start - lineStart;
  let indent: string;
  let first: string;
  if (seq) {
    // the item's dash, before its content on the same line (`- name: A`, `-   A=b`)
    const dash = text.lastIndexOf('-', start - 1);
    if (dash < lineStart || text.slice(lineStart, dash).trim() !== '') return undefined;
    first = `${' '.repeat(dash - lineStart)}${text.slice(dash, start)}`;
    indent = ' '.repeat(column);
  } else {
    if (text.slice(lineStart, start).trim() !== '') return undefined;
    first = ' '.repeat(column);
    indent = first;
  }
  const eol = eolOf(text);
  const lineEnd = text.indexOf('\n', Math.max(end - 1, start));
  const at = lineEnd < 0 ? text.length : lineEnd + 1;
  const body = lines.map((l, i) => (i === 0 ? first : indent) + l).join(eol);
  return { file: place.file, start: at, end: at, text: `${lineEnd < 0 ? eol : ''}${body}${eol}` };
}

function rangeOf(node: unknown): [number, number, number] | undefined {
  return (node as { range?: [number, number, number] } | null | undefined)?.range ?? undefined;
}

/** `NAME = ""` after the last key of `fly.toml`'s `[env]` table. */
function flyEdit(view: TreeView, name: string, file: string): TextEdit | undefined {
  const text = view.read(file);
  if (text === undefined) return undefined;
  const lines = text.split('\n');
  const header = lines.findIndex((l) => /^\s*\[env\]\s*(#.*)?\r?$/.test(l));
  if (header < 0) return undefined;
  let lastKey = -1;
  for (let i = header + 1; i < lines.length && !/^\s*\[/.test(lines[i]); i++) {
    if (/^\s*[A-Za-z_][A-Za-z0-9_]*\s*=/.test(lines[i])) lastKey = i;
  }
  if (lastKey < 0) return undefined;
  const neighbour = lines[lastKey];
  const indent = /^\s*/.exec(neighbour)![0];
  const spaced = /\s=\s/.test(neighbour) ? ' = ' : '=';
  const at = offsetOfLine(lines, lastKey + 1);
  const eol = eolOf(text);
  const ending = at > text.length ? eol : '';
  return {
    file,
    start: Math.min(at, text.length),
    end: Math.min(at, text.length),
    text: `${ending}${indent}${name}${spaced}""${eol}`,
  };
}

/** How far apart (in lines) a removed read and an added one may be to count as one read renamed. */
const RENAME_DISTANCE = 3;

/**
 * Variables the change renamed: in one file, a read of OLD on a removed line and a read of
 * NEW on an added line at the same place (within a few lines), where OLD is read nowhere
 * in the head tree and NEW nowhere in the base. NEW → OLD; a file with several such
 * pairs near each other (a block of renames) pairs each by its order in the block.
 */
export const renamedEnvVars = changeFact((ws: Workspace): Map<string, string> => {
  const out = new Map<string, string>();
  for (const file of ws.changes.files) {
    if (file.status === 'added' || file.status === 'deleted' || file.submodule) continue;
    if (file.removedLines.length === 0 || file.addedLines.length === 0) continue;
    const basePath = file.oldPath ?? file.path;
    if (!mayReadEnv(basePath) || !mayReadEnv(file.path)) continue;
    const removed = new Set(file.removedLines);
    const added = new Set(file.addedLines);
    const baseReads = envReadsInFile(ws.base, basePath);
    const headReads = envReadsInFile(ws.head, file.path);
    const baseNames = new Set(baseReads.map((r) => r.name));
    const headNames = new Set(headReads.map((r) => r.name));
    const gone = baseReads.filter((r) => removed.has(r.line) && !headNames.has(r.name));
    const fresh = headReads.filter((r) => added.has(r.line) && !baseNames.has(r.name));
    const seen = new Set<string>();
    gone.forEach((old, i) => {
      const now = fresh[i];
      if (!now || seen.has(now.name) || Math.abs(now.line - old.line) > RENAME_DISTANCE) return;
      if (readByCode(ws.head, old.name)) return;
      seen.add(now.name);
      out.set(now.name, old.name);
    });
  }
  return out;
});

/** The declaration of OLD on its line renamed NEW (a template key, a manifest's `name:`, a compose key). */
export function renameEdit(
  view: TreeView,
  file: string,
  line: number,
  oldName: string,
  newName: string,
): TextEdit | undefined {
  const text = view.read(file);
  if (text === undefined) return undefined;
  const lines = text.split('\n');
  const at = offsetOfLine(lines, line - 1);
  const own = lines[line - 1] ?? '';
  const match = new RegExp(`(^|[^A-Za-z0-9_])${oldName}(?![A-Za-z0-9_])`).exec(own);
  if (!match) return undefined;
  const start = at + match.index + match[1].length;
  return { file, start, end: start + oldName.length, text: newName };
}
