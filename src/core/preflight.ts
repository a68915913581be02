import { blocksNotIn, prismaFile } from '../extractors/datamodel/prisma';
import type { ChangedFile } from '../git/changeset';
import { isSafeRepoPath } from '../git/git';
import { isMediaFile } from '../git/tree-text';
import type { Workspace } from '../workspace/workspace';
import { isCodeFile } from '../workspace/workspace';
import { jsonFault } from './json-fault';
import type { AnalysisGap } from './types';

/** Extensions of files that are text by nature: binary content there is a gap, not an asset. */
const TEXT_EXTENSIONS = [
  ...['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
  ...['.json', '.yml', '.yaml', '.toml', '.prisma', '.sql', '.env', '.md'],
  // read for what they import or declare: Svelte components, Django migrations, Wasp, shell scripts
  ...['.svelte', '.py', '.wasp', '.sh'],
];

/** Text assets no rule reads: vector images and stylesheets. */
const ASSET_TEXT = /\.(svg|css|scss|sass|less)$/i;

export interface PreflightResult {
  analysed: boolean;
  gap?: AnalysisGap;
}

/**
 * Reads and parses one changed file the way rules will, so that a file no rule could
 * read is reported once, by name, instead of being silently skipped.
 */
export function preflightFile(file: ChangedFile, ws: Workspace): PreflightResult {
  if (!isSafeRepoPath(file.path) || (file.oldPath !== undefined && !isSafeRepoPath(file.oldPath))) {
    // git accepts hand-made trees with ".." entries; such a path is never read or reported as a location.
    return {
      analysed: false,
      gap: {
        file: '(change)',
        reason: `a path with ".", ".." or empty segments (${JSON.stringify(file.path)}) was not analysed`,
      },
    };
  }
  if (file.unreadable) {
    // an image (a vector one too), a stylesheet, a video or an archive is never analysed: its
    // missing content hides nothing
    // (the change set's notes still say it was not read)
    if (isMediaFile(file.path) || ASSET_TEXT.test(file.path)) return { analysed: false };
    // nor is a data or prose file no rule reads (as when it is over the size limit)
    if (isDataOrProse(file.path)) return { analysed: false };
    return {
      analysed: false,
      gap: {
        file: file.path,
        reason: 'git holds no content for it (an object missing from this clone); it was not parsed',
      },
    };
  }
  if (file.submodule || file.symlink) return { analysed: false };
  if (file.status === 'deleted') return { analysed: true };
  if (ws.isGenerated(file.path)) return { analysed: false };
  const textLike = isTextLike(file.path) && !isDataOrProse(file.path);
  if (file.binary) {
    return textLike
      ? { analysed: false, gap: { file: file.path, reason: 'binary content in a text file; it was not parsed' } }
      : { analysed: false };
  }
  const read = ws.head.readResult(file.path);
  if (!read.ok) {
    if (read.reason === 'not-utf8') {
      return { analysed: false, gap: { file: file.path, reason: 'not valid UTF-8; it was not parsed' } };
    }
    // a file of a kind no rule reads (JSON Lines data, a CSV, a text log) leaves no rule without its input
    if (read.reason === 'too-large' && textLike) {
      return {
        analysed: false,
        gap: { file: file.path, reason: 'larger than the per-file size limit; it was not parsed' },
      };
    }
    if (read.reason === 'binary' && textLike) {
      return { analysed: false, gap: { file: file.path, reason: 'binary content in a text file; it was not parsed' } };
    }
    return { analysed: false };
  }
  if (isCodeFile(file.path)) {
    const errors = ws.head.syntaxErrors(file.path);
    if (errors.length > 0) {
      return { analysed: false, gap: { file: file.path, reason: `syntax error (${errors[0]}); it was not analysed` } };
    }
  } else if (/\.ya?ml$/i.test(file.path) && !isTemplatedYaml(read.text)) {
    const yaml = ws.head.yaml(file.path);
    if (yaml && yaml.errors.length > 0) {
      return {
        analysed: false,
        gap: { file: file.path, reason: `invalid YAML (${yaml.errors[0]}); it was not analysed` },
      };
    }
  } else if (file.path.endsWith('.prisma')) {
    // Parsed through the TreeView cache: the schema rules reuse this parse. The blocks the
    // change wrote are checked; one the base holds word for word is not this change's.
    const schema = prismaFile(ws.head, file.path);
    const before = file.status === 'added' ? undefined : prismaFile(ws.base, file.oldPath ?? file.path);
    const error = schema?.errorIn(
      before?.blocks && schema.blocks ? blocksNotIn(schema.blocks, before.blocks) : (schema.blocks ?? []),
    );
    if (error) {
      return {
        analysed: false,
        gap: { file: file.path, reason: `invalid Prisma schema (${error}); it was not analysed` },
      };
    }
  } else if (/(^|\/)package\.json$/.test(file.path)) {
    const fault = jsonFault(read.text);
    if (fault) {
      // npm, the package manager and every tool that reads the manifest fail on it
      const at = `line ${fault.line}, column ${fault.column}`;
      const commas = fault.trailingCommas;
      return {
        analysed: false,
        gap: {
          file: file.path,
          reason: `invalid JSON at ${at} (${fault.what}), which npm and every tool that reads the manifest reject; it was not analysed`,
          line: fault.line,
          column: fault.column,
          ...(commas.length > 0
            ? {
                fix: `Remove the trailing comma${commas.length === 1 ? ` at ${at}` : `s (${commas.length}, the first at ${at})`} of ${file.path}, then push again.`,
                edits: commas.map((o) => ({ file: file.path, start: o, end: o + 1, text: '' })),
              }
            : {}),
        },
      };
    }
  }
  return { analysed: true };
}

/**
 * JSON and Markdown that no rule parses: data (a model catalogue, fixtures, translations)
 * and prose. Rules read JSON only as package manifests, compiler configuration and a
 * migration tool's journal, and Markdown only for the env variables it lists, which a
 * page over the size limit is not read for either; so such a file, however large or
 * whatever its bytes, leaves no rule without its input.
 */
function isDataOrProse(path: string): boolean {
  const lower = path.toLowerCase();
  if (lower.endsWith('.md') || lower.endsWith('.mdx')) return true;
  if (!lower.endsWith('.json')) return false;
  const base = lower.slice(lower.lastIndexOf('/') + 1);
  return !(
    base === 'package.json' ||
    /^(tsconfig|jsconfig)([.-][\w.-]*)?\.json$/.test(base) ||
    /(^|\/)migrations?\//.test(lower) ||
    /(^|\/)meta\/_journal\.json$/.test(lower)
  );
}

function isTextLike(path: string): boolean {
  const lower = path.toLowerCase();
  return (
    TEXT_EXTENSIONS.some((ext) => lower.endsWith(ext)) ||
    /(^|\/)\.env[^/]*$/.test(lower) ||
    /(^|\/)Dockerfile[^/]*$/.test(path)
  );
}

/**
 * Helm templates and other Go-templated YAML are not YAML until rendered; nor is a manifest
 * that `envsubst` (or a deploy script) fills in, where a whole line is a placeholder for a
 * block (`    \${PULL_SECRET_BLOCK}`). A placeholder inside a value is still YAML (a string).
 */
export function isTemplatedYaml(text: string): boolean {
  return text.includes('{{') || /^[ \t]*\$\{[A-Za-z_][A-Za-z0-9_]*\}[ \t]*$/m.test(text);
}
