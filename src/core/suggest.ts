/** Did-you-mean for names a person typed: config keys, rule ids, CLI flags. */

/** Levenshtein distance: insertions, deletions and substitutions, each costing one. */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

/**
 * The candidate a mistyped name most likely meant: the nearest by edit distance (case
 * ignored) within about 40% of the name's length (one edit for names of up to four
 * characters), ties going to the earlier candidate. A
 * name without the `family/` of an id is also compared with the ids' names, so
 * `undeclared` finds `env/undeclared`.
 */
export function closest(name: string, candidates: readonly string[]): string | undefined {
  const typed = name.toLowerCase();
  // Short words are all near each other: one edit for them (`chek`), not two (`lint` is not `init`).
  const limit = typed.length <= 4 ? 1 : Math.max(2, Math.ceil(typed.length * 0.4));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const full = candidate.toLowerCase();
    const short = !typed.includes('/') && full.includes('/') ? full.slice(full.indexOf('/') + 1) : full;
    const d = Math.min(editDistance(typed, full), editDistance(typed, short));
    if (d <= limit && d < bestDistance && candidate !== name) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** ` (did you mean X?)`, or '' when nothing is near. */
export function didYouMean(name: string, candidates: readonly string[]): string {
  const near = closest(name, candidates);
  return near === undefined ? '' : ` (did you mean ${near}?)`;
}
