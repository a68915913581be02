/**
 * Git pathspecs as the gate uses them: a pattern with `*`, `?` or `[` is a glob in which
 * `*` also matches `/` (git's default, not `:(glob)`); any other is the path itself or a
 * folder prefix.
 */
export function pathspecMatcher(pathspecs: string[]): (path: string) => boolean {
  if (pathspecs.length === 0) return () => true;
  const tests = pathspecs.map((spec): ((p: string) => boolean) => {
    const s = spec.replace(/^\.\//, '').replace(/\/+$/, '');
    if (s === '' || s === '.') return () => true;
    if (!/[*?[]/.test(s)) return (p) => p === s || p.startsWith(`${s}/`);
    let re = '';
    for (let i = 0; i < s.length; i++) {
      const c = s[i];
      if (c === '*') re += '.*';
      else if (c === '?') re += '.';
      else if (c === '[') {
        const close = s.indexOf(']', i + 2);
        if (close < 0) re += '\\[';
        else {
          const body = s
            .slice(i + 1, close)
            .replace(/^!/, '^')
            .replace(/\\/g, '\\\\');
          re += `[${body}]`;
          i = close;
        }
      } else re += c.replace(/[.+^${}()|\\]/g, '\\$&');
    }
    const compiled = new RegExp(`^${re}$`, 's');
    return (p) => compiled.test(p);
  });
  return (path) => tests.some((t) => t(path));
}

/** Pathspec magic (`:(exclude)dist`, `:!dist`): only git itself reads it. */
export function hasPathspecMagic(pathspecs: string[]): boolean {
  return pathspecs.some((p) => p.startsWith(':'));
}
