import { structuredPatch } from 'diff';
import type { Finding, TextEdit } from './types';

/** One file as the fixes leave it. */
export interface FileFix {
  file: string;
  before: string;
  after: string;
}

/** What applying the findings' edits gives: the files they change, and which findings they fix. */
export interface FixPlan {
  files: FileFix[];
  /** Findings whose every edit was taken. */
  fixed: Finding[];
  /** Findings with edits that could not be taken (they overlap an earlier fix, or their file is gone). */
  conflicting: Finding[];
}

/**
 * Takes the findings' edits, a finding at a time and all of its edits or none (a half-made
 * fix is worse than none): an edit that overlaps one already taken, lies outside its file's
 * text or names a file `read` does not know leaves its finding unfixed, as ESLint leaves
 * the second of two overlapping fixes for a later pass. Insertions at one place keep the
 * findings' order. `read` gives a file's text as the gate read it (the head revision).
 */
export function planFixes(findings: readonly Finding[], read: (file: string) => string | undefined): FixPlan {
  const taken = new Map<string, TextEdit[]>();
  const texts = new Map<string, string>();
  const fixed: Finding[] = [];
  const conflicting: Finding[] = [];
  for (const finding of findings) {
    const edits = dedupe(finding.edits ?? []);
    if (edits.length === 0) continue;
    const fits = edits.every((e) => {
      let text = texts.get(e.file);
      if (text === undefined) {
        text = read(e.file);
        if (text === undefined) return false;
        texts.set(e.file, text);
      }
      if (e.start < 0 || e.end < e.start || e.end > text.length) return false;
      const same = (t: TextEdit) => t.start === e.start && t.end === e.end && t.text === e.text;
      return (taken.get(e.file) ?? []).every((t) => same(t) || !overlaps(t, e));
    });
    if (!fits) {
      conflicting.push(finding);
      continue;
    }
    for (const e of edits) {
      const list = taken.get(e.file) ?? [];
      // the same edit asked by two findings (one variable in one template) is made once
      if (!list.some((t) => t.start === e.start && t.end === e.end && t.text === e.text)) list.push(e);
      taken.set(e.file, list);
    }
    fixed.push(finding);
  }
  const files = [...taken]
    .map(([file, edits]) => {
      const before = texts.get(file)!;
      return { file, before, after: applyEdits(before, edits) };
    })
    .filter((f) => f.after !== f.before)
    .sort((a, b) => a.file.localeCompare(b.file));
  return { files, fixed, conflicting };
}

/** Two edits touch the same characters (insertions at one point do not overlap each other). */
function overlaps(a: TextEdit, b: TextEdit): boolean {
  if (a.start === a.end && b.start === b.end) return false;
  if (a.start === a.end) return a.start > b.start && a.start < b.end;
  if (b.start === b.end) return b.start > a.start && b.start < a.end;
  return a.start < b.end && b.start < a.end;
}

function dedupe(edits: readonly TextEdit[]): TextEdit[] {
  const out: TextEdit[] = [];
  for (const e of edits) {
    if (!out.some((o) => o.file === e.file && o.start === e.start && o.end === e.end && o.text === e.text)) out.push(e);
  }
  return out;
}

/** The text with non-overlapping edits made; insertions at one place in the order given. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const ordered = edits
    .map((e, i) => ({ e, i }))
    .sort((x, y) => x.e.start - y.e.start || x.e.end - y.e.end || x.i - y.i);
  let out = '';
  let at = 0;
  for (const { e } of ordered) {
    out += text.slice(at, e.start) + e.text;
    at = Math.max(at, e.end);
  }
  return out + text.slice(at);
}

/**
 * The fixes as one patch that `git apply` takes at the head revision: a `diff --git` entry
 * per file, three lines of context, line endings as the files have them.
 */
export function unifiedPatch(files: readonly FileFix[]): string {
  const out: string[] = [];
  for (const f of files) {
    const patch = structuredPatch(`a/${f.file}`, `b/${f.file}`, f.before, f.after, '', '', { context: 3 });
    if (patch.hunks.length === 0) continue;
    out.push(`diff --git a/${f.file} b/${f.file}`, `--- a/${f.file}`, `+++ b/${f.file}`);
    for (const h of patch.hunks) {
      out.push(`@@ -${range(h.oldStart, h.oldLines)} +${range(h.newStart, h.newLines)} @@`, ...h.lines);
    }
  }
  return out.length > 0 ? `${out.join('\n')}\n` : '';
}

function range(start: number, lines: number): string {
  // an empty range names the line before it, as diff writes it
  return lines === 1 ? `${start}` : `${lines === 0 ? start : start},${lines}`;
}

/** The line ending a file uses (its first), for the lines a fix adds. */
export function eolOf(text: string): '\r\n' | '\n' {
  const nl = text.indexOf('\n');
  return nl > 0 && text[nl - 1] === '\r' ? '\r\n' : '\n';
}
