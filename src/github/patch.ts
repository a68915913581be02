import parseDiff from 'parse-diff';

/**
 * Head-side lines a review comment can be anchored to: the added and context lines of
 * the patch hunks GitHub shows for a file. A comment on any other line is rejected
 * with a 422, so findings there go into the review body instead.
 */
export function commentableLines(patch: string | undefined): Set<number> {
  const lines = new Set<number>();
  if (!patch) return lines;
  // The files API returns bare hunks; parse-diff wants the file header in front.
  const [file] = parseDiff(`--- a/file\n+++ b/file\n${patch}\n`);
  for (const chunk of file?.chunks ?? []) {
    for (const change of chunk.changes) {
      if (change.content.startsWith('\\')) continue; // "\ No newline at end of file"
      if (change.type === 'add') lines.add(change.ln);
      else if (change.type === 'normal') lines.add(change.ln2);
    }
  }
  return lines;
}
