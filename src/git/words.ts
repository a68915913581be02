// Whole-word searches as `git grep -w` makes them: the patterns that find many words in
// one search, and which words a match stands for.

/** Longest pattern passed to one `git grep` (an argument may not exceed 128 KiB). */
const MAX_PATTERN_CHARS = 60_000;
/** Most words in one extended regular expression, where git has no Perl-compatible ones. */
const MAX_ERE_WORDS = 100;

/**
 * The words as one Perl-compatible regular expression per 60,000 characters: a trie of the
 * words (`order(?:s|Items)?`), between look-arounds that stand for `git grep -w`. Its cost
 * grows with the bytes searched times the length of a word, not with the number of words
 * (a thousand names cost what a hundred do) and never explosively: it has no nested
 * repetition, and the look-arounds try one character each. An alternative that a
 * look-ahead rejects gives way to a shorter word at the same place (`orders` in
 * `orders/order0x`).
 */
export function perlWordPatterns(words: string[]): string[] {
  const patterns: string[] = [];
  let chunk: string[] = [];
  let length = 0;
  for (const word of [...new Set(words)].sort()) {
    if (chunk.length > 0 && length + word.length * 2 > MAX_PATTERN_CHARS) {
      patterns.push(perlWordPattern(chunk));
      chunk = [];
      length = 0;
    }
    chunk.push(word);
    length += word.length * 2;
  }
  if (chunk.length > 0) patterns.push(perlWordPattern(chunk));
  return patterns;
}

interface TrieNode {
  end: boolean;
  next: Map<string, TrieNode>;
}

function perlWordPattern(words: string[]): string {
  const root: TrieNode = { end: false, next: new Map() };
  for (const word of words) {
    let node = root;
    for (const ch of word) {
      let child = node.next.get(ch);
      if (!child) node.next.set(ch, (child = { end: false, next: new Map() }));
      node = child;
    }
    node.end = true;
  }
  const emit = (node: TrieNode): string => {
    const alternatives = [...node.next].map(([ch, child]) => escapePerl(ch) + emit(child));
    if (alternatives.length === 0) return '';
    const body = alternatives.length === 1 ? alternatives[0] : `(?:${alternatives.join('|')})`;
    return node.end ? `(?:${body})?` : body;
  };
  return `(?<![A-Za-z0-9_])${emit(root)}(?![A-Za-z0-9_])`;
}

function escapePerl(ch: string): string {
  return /[A-Za-z0-9_]/.test(ch) ? ch : /[\x20-\x7e]/.test(ch) ? `\\${ch}` : `\\x{${ch.codePointAt(0)!.toString(16)}}`;
}

/**
 * The words as extended regular expressions `a|b|c` for `git grep -E -w`, where git has
 * no Perl-compatible ones: at most 100 words each, so that no one search holds a huge
 * alternation. An alternation matches the longest alternative at a position, and `-w`
 * then rejects a match that a shorter one would have passed (`orders` in
 * `orders/order0x`): such words go to separate alternations.
 */
export function alternations(words: string[]): string[] {
  const layers: Set<string>[] = [];
  for (const word of [...new Set(words)].sort((a, b) => a.length - b.length)) {
    let layer = layers.find((l) => !hasPrefixIn(l, word));
    if (!layer) layers.push((layer = new Set()));
    layer.add(word);
  }
  const patterns: string[] = [];
  for (const layer of layers) {
    let current: string[] = [];
    let length = 0;
    for (const word of layer) {
      const escaped = word.replace(/[.[\]()*+?{}|^$\\]/g, '\\$&');
      if (current.length > 0 && (length + escaped.length + 1 > MAX_PATTERN_CHARS || current.length >= MAX_ERE_WORDS)) {
        patterns.push(current.join('|'));
        current = [];
        length = 0;
      }
      current.push(escaped);
      length += escaped.length + 1;
    }
    if (current.length > 0) patterns.push(current.join('|'));
  }
  return patterns;
}

/**
 * A shorter word of the set that a match of `word` would hide: a prefix of it that ends
 * before a non-word character (`orders` in `orders/order0`). A prefix that ends inside a
 * word (`order0` in `order0Router`) fails `-w` wherever `word` matches, so they can share
 * an alternation.
 */
function hasPrefixIn(words: Set<string>, word: string): boolean {
  for (let k = 1; k < word.length; k++) if (!WORD_CHAR.test(word[k]) && words.has(word.slice(0, k))) return true;
  return false;
}

/**
 * Which words of a set a `git grep -o -w` match stands for: the words it contains at word
 * boundaries, and the words that may start inside it and run past its end (which `-o`
 * does not print). Both are looked up by substring, not by testing every word.
 */
export class WordMatcher {
  private readonly words: Set<string>;
  /** Proper prefixes of the words, with the words they begin. */
  private readonly prefixes = new Map<string, string[]>();
  private readonly memo = new Map<string, { inner: string[]; overlapping: string[] }>();

  constructor(words: string[]) {
    this.words = new Set(words);
    for (const w of this.words) {
      for (let k = 1; k < w.length; k++) {
        const p = w.slice(0, k);
        const list = this.prefixes.get(p);
        if (list) list.push(w);
        else this.prefixes.set(p, [w]);
      }
    }
  }

  match(text: string): { inner: string[]; overlapping: string[] } {
    const known = this.memo.get(text);
    if (known) return known;
    const starts: number[] = [];
    const ends = new Set<number>([text.length]);
    for (let i = 0; i < text.length; i++) {
      if (i === 0 || !WORD_CHAR.test(text[i - 1])) starts.push(i);
      if (!WORD_CHAR.test(text[i])) ends.add(i);
    }
    const inner = new Set<string>();
    const overlapping = new Set<string>();
    for (const start of starts) {
      for (const end of ends) {
        if (end > start && this.words.has(text.slice(start, end))) inner.add(text.slice(start, end));
      }
      if (start > 0) for (const w of this.prefixes.get(text.slice(start)) ?? []) overlapping.add(w);
    }
    const result = { inner: [...inner], overlapping: [...overlapping].filter((w) => !inner.has(w)) };
    this.memo.set(text, result);
    return result;
  }
}

const WORD_CHAR = /\w/;

/** `word` occurs in `text` with no word character on either side (`git grep -w`). */
export function containsWord(text: string, word: string): boolean {
  let at = text.indexOf(word);
  while (at >= 0) {
    const before = at === 0 ? '' : text[at - 1];
    const after = text[at + word.length] ?? '';
    if (!/\w/.test(before) && !/\w/.test(after)) return true;
    at = text.indexOf(word, at + 1);
  }
  return false;
}
