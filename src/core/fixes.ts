import type { TreeSource } from '../git/tree-source';
import { decodeText } from '../git/text';
import { applyEdits, planFixes, unifiedPatch, type FixPlan } from './edits';
import type { Finding, Report } from './types';

const BOM = '\ufeff';

/** The fixes of a report on the head revision, with their patch and the suggestions GitHub can show. */
export interface HeadFixes extends FixPlan {
  /** One patch of every fix, which `git apply` takes at the head revision ('' when none). */
  patch: string;
  /** Findings whose whole fix is a change of a few lines of the finding's own file. */
  suggestions: Map<Finding, Suggestion>;
}

/** A fix as GitHub's suggested change: lines `startLine`..`endLine` of `file` become `text`. */
export interface Suggestion {
  file: string;
  startLine: number;
  endLine: number;
  text: string;
}

/** Longest suggestion shown in a comment; a longer fix is in the patch only. */
const MAX_SUGGESTION_LINES = 12;

/**
 * The fixes of a report made on the head revision's files as the source holds them (git,
 * or the trees read from the API): nothing is written. Files in UTF-16 are left alone (a
 * fix writes UTF-8); a byte-order mark is kept in the patch so it applies to git's bytes.
 */
export function fixesAtHead(source: TreeSource, report: Report): HeadFixes {
  const files = [...new Set(report.findings.flatMap((f) => (f.edits ?? []).map((e) => e.file)))].sort();
  const blobs = files.length > 0 ? source.readBlobs(report.head, files) : new Map<string, Buffer | undefined>();
  const boms = new Map<string, string>();
  const texts = new Map<string, string>();
  const read = (file: string) => {
    if (texts.has(file)) return texts.get(file);
    const buf = blobs.get(file);
    const decoded = buf ? decodeText(buf) : undefined;
    if (!decoded?.ok || decoded.encoding !== 'utf-8') return undefined;
    boms.set(file, buf![0] === 0xef && buf![1] === 0xbb && buf![2] === 0xbf ? BOM : '');
    texts.set(file, decoded.text);
    return decoded.text;
  };
  const plan = planFixes(report.findings, read);
  const patch = unifiedPatch(
    plan.files.map((f) => ({ file: f.file, before: boms.get(f.file) + f.before, after: boms.get(f.file) + f.after })),
  );
  const suggestions = new Map<Finding, Suggestion>();
  for (const f of plan.fixed) {
    const s = suggestionOf(f, read(f.file));
    if (s) suggestions.set(f, s);
  }
  return { ...plan, patch, suggestions };
}

/**
 * The finding's fix as whole lines of its own file: the lines its edits touch (for an
 * insertion at the start of a line, the line before it) and what they become. Undefined
 * when an edit is in another file, or the lines are many.
 */
export function suggestionOf(finding: Finding, text: string | undefined): Suggestion | undefined {
  const edits = finding.edits ?? [];
  if (text === undefined || edits.length === 0 || edits.some((e) => e.file !== finding.file)) return undefined;
  const start = Math.min(...edits.map((e) => e.start));
  const end = Math.max(...edits.map((e) => e.end));
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  const atLineStart = (offset: number) => offset === 0 || text[offset - 1] === '\n';
  let startLine = lineOf(start);
  let endLine = lineOf(end);
  // an edit that ends where a line begins leaves that line as it is
  if (end > start && atLineStart(end)) endLine--;
  // an insertion at the start of a line joins the line before it (GitHub replaces whole lines)
  if (start === end && atLineStart(start) && startLine > 1) startLine = endLine = startLine - 1;
  const before = text.split('\n');
  const after = applyEdits(text, edits).split('\n');
  const delta = after.length - before.length;
  const lines = after.slice(startLine - 1, endLine + delta).map((l) => l.replace(/\r$/, ''));
  if (endLine - startLine + 1 > MAX_SUGGESTION_LINES || lines.length > MAX_SUGGESTION_LINES + 4) return undefined;
  return { file: finding.file, startLine, endLine, text: lines.join('\n') };
}
