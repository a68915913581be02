/**
 * The version of `stripe` a lockfile resolves for one package of the project, read from
 * the lockfile's entry for it alone. Lockfiles run to megabytes; parsing one whole (YAML
 * or JSON) to read one entry took seconds, so each reader finds its key by string search
 * and parses only the few lines of that entry.
 */

export type LockfileKind = 'npm' | 'pnpm' | 'yarn' | 'bun';

/** Lockfile names by the package manager that writes them, in the order they are tried. */
export const LOCKFILES: readonly (readonly [string, LockfileKind])[] = [
  ['package-lock.json', 'npm'],
  ['npm-shrinkwrap.json', 'npm'],
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['bun.lock', 'bun'],
];

export interface LockQuery {
  /** The package's folder relative to the lockfile's ('' for the lockfile's own package). */
  member: string;
  /** The range the package's package.json asks for (`^17.2.0`). */
  range: string;
  /** The package's name in its package.json (bun keys nested installs by it). */
  name?: string;
}

/** The version the lockfile resolves for `stripe` in that package, or undefined. */
export function lockedStripeVersion(kind: LockfileKind, text: string, q: LockQuery): string | undefined {
  const raw =
    kind === 'npm'
      ? fromNpm(text, q.member)
      : kind === 'pnpm'
        ? fromPnpm(text, q.member)
        : kind === 'yarn'
          ? fromYarn(text, q.range)
          : fromBun(text, q.name);
  return raw === undefined ? undefined : /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?/.exec(raw)?.[0];
}

/**
 * Every version of `stripe` a lockfile resolves, each once, in the order it first names
 * them: what a pull request must change for any package's resolved version to change.
 */
export function stripeVersionsIn(kind: LockfileKind, text: string): string[] {
  const pattern =
    kind === 'npm'
      ? /"(?:[^"\n]*\/)?(?:node_modules\/)?stripe"\s*:\s*\{[^}]*?"version"\s*:\s*"([^"]+)"/g
      : kind === 'pnpm'
        ? /\n\s+'?\/?stripe[@/](\d[^\s:'(]*)/g
        : kind === 'yarn'
          ? /\n"?stripe@[^\n]*\n(?:[ \t]+[^\n]*\n)*?[ \t]+version:?\s+"?([^"\s]+)/g
          : /"(?:[^"\n]*\/)?stripe"\s*:\s*\[\s*"stripe@([^"]+)"/g;
  return [...new Set([...text.matchAll(pattern)].map((m) => m[1]))];
}

// --- npm: package-lock.json, npm-shrinkwrap.json ----------------------------------------

/**
 * `"packages": { "apps/api/node_modules/stripe": {…}, "node_modules/stripe": {…} }` (v2, v3):
 * the member's own install, else the hoisted one, as Node resolves it. Lockfile v1:
 * `"dependencies": { "stripe": { "version": … } }` at the top level.
 */
function fromNpm(text: string, member: string): string | undefined {
  const keys = member ? [`${member}/node_modules/stripe`, 'node_modules/stripe'] : ['node_modules/stripe'];
  for (const key of keys) {
    const version = jsonEntryField(text, text.indexOf(`"${key}"`), 'version');
    if (version !== undefined) return version;
  }
  // v1: the top-level dependencies are indented by four spaces.
  const v1 = /\n {4}"stripe"\s*:\s*\{/.exec(text);
  return v1 ? jsonEntryField(text, v1.index + 1, 'version') : undefined;
}

/** A string field of the JSON object that follows the key at `at`, parsing only that object. */
function jsonEntryField(text: string, at: number, field: string): string | undefined {
  if (at < 0) return undefined;
  const open = text.indexOf('{', at);
  const colon = text.indexOf(':', at);
  if (open < 0 || colon < 0 || text.slice(colon + 1, open).trim() !== '') return undefined;
  const close = matchingBrace(text, open);
  if (close < 0) return undefined;
  try {
    const value = (JSON.parse(text.slice(open, close + 1)) as Record<string, unknown>)[field];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The index of the `}` that closes the `{` at `open`, skipping strings. */
function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

// --- pnpm: pnpm-lock.yaml ------------------------------------------------------------------

const PNPM_SECTIONS = ['dependencies', 'devDependencies', 'optionalDependencies'];

/**
 * `importers: { apps/api: { dependencies: { stripe: { specifier, version } } } }` (v6, v9),
 * `stripe: 8.222.0` directly under a section (v5), or the same sections at the top level
 * for a lockfile without importers.
 */
function fromPnpm(text: string, member: string): string | undefined {
  const importers = blockOf(text, 0, 'importers');
  let scope: Block | undefined;
  if (importers) {
    const key = member || '.';
    scope = blockOf(text, importers.start, key, importers.indent + 2, importers.end);
    if (!scope) return undefined;
  } else {
    scope = { start: 0, end: text.length, indent: -2 };
  }
  for (const section of PNPM_SECTIONS) {
    const deps = blockOf(text, scope.start, section, scope.indent + 2, scope.end);
    if (!deps) continue;
    const entry = lineOf(text, deps.start, 'stripe', deps.indent + 2, deps.end);
    if (!entry) continue;
    if (entry.value) return entry.value;
    const body = blockOf(text, deps.start, 'stripe', deps.indent + 2, deps.end);
    const version = body && lineOf(text, body.start, 'version', body.indent + 2, body.end);
    if (version?.value) return version.value;
  }
  return undefined;
}

interface Block {
  /** Where the block's first line starts (after the key's line). */
  start: number;
  end: number;
  /** Indentation of the key. */
  indent: number;
}

interface KeyLine {
  at: number;
  /** The scalar after `key:` on the same line, unquoted ('' when the value is a block). */
  value: string;
}

/** The line `<indent spaces>key: value` that starts after `from` (a line start) and before `to`. */
function lineOf(text: string, from: number, key: string, indent = 0, to = text.length): KeyLine | undefined {
  const pad = ' '.repeat(Math.max(indent, 0));
  for (const quoted of [key, `'${key}'`, `"${key}"`]) {
    const head = `${pad}${quoted}:`;
    const next = (after: number) => {
      const i = text.indexOf(`\n${head}`, after);
      return i < 0 ? -1 : i + 1;
    };
    for (let at = from === 0 && text.startsWith(head) ? 0 : next(from); at >= 0 && at < to; at = next(at)) {
      const afterKey = at + head.length;
      const c = text[afterKey];
      if (c !== undefined && c !== ' ' && c !== '\n' && c !== '\r') continue;
      const eol = text.indexOf('\n', afterKey);
      const value = text
        .slice(afterKey, eol < 0 ? text.length : eol)
        .trim()
        .replace(/^['"]|['"]$/g, '');
      return { at, value };
    }
  }
  return undefined;
}

/** The indented block under `key:` (its lines are indented deeper than the key). */
function blockOf(text: string, from: number, key: string, indent = 0, to = text.length): Block | undefined {
  const line = lineOf(text, from, key, indent, to);
  if (!line || line.value) return undefined;
  const start = text.indexOf('\n', line.at);
  if (start < 0) return undefined;
  // The block ends at the first non-blank line indented as much as the key or less.
  const shallower = new RegExp(`\\n {0,${Math.max(indent, 0)}}(?=[^ \\n\\r])`, 'g');
  shallower.lastIndex = start;
  const end = shallower.exec(text)?.index ?? text.length;
  return { start, end: Math.min(end, to), indent };
}

// --- yarn: yarn.lock (classic and berry) ---------------------------------------------------

/**
 * Blocks headed `stripe@^17.7.0:` (classic) or `"stripe@npm:^17.7.0":` (berry), with an
 * indented `version "17.7.0"` / `version: 17.7.0`: the block whose header names the
 * package's range, else the first one.
 */
function fromYarn(text: string, range: string): string | undefined {
  let fallback: string | undefined;
  for (const m of text.matchAll(/(?:^|\n)("?stripe@[^\n]*):\r?\n/g)) {
    const specs = m[1].split(',').map((s) => s.trim().replace(/^"|"$/g, ''));
    if (!specs.every((s) => s.startsWith('stripe@'))) continue;
    const after = (m.index ?? 0) + m[0].length;
    const body = /^((?:[ \t]+[^\n]*\n?)*)/.exec(text.slice(after, after + 2000))?.[1] ?? '';
    const version = /^[ \t]+version:?[ \t]+"?([^"\s]+)"?/m.exec(body)?.[1];
    if (!version) continue;
    if (specs.some((s) => s === `stripe@${range}` || s === `stripe@npm:${range}`)) return version;
    fallback ??= version;
  }
  return fallback;
}

// --- bun: bun.lock ---------------------------------------------------------------------------

/**
 * `"packages": { "stripe": ["stripe@17.7.0", …], "api/stripe": ["stripe@23.0.1", …] }`: a
 * workspace package that resolves another version than the hoisted one has its own key,
 * prefixed with its name.
 */
function fromBun(text: string, name: string | undefined): string | undefined {
  const keys = name ? [`${name}/stripe`, 'stripe'] : ['stripe'];
  for (const key of keys) {
    const m = new RegExp(`"${escapeRegExp(key)}"\\s*:\\s*\\[\\s*"stripe@([^"]+)"`).exec(text);
    if (m) return m[1];
  }
  return undefined;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
