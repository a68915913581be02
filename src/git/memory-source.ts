import type { TreeEntry, TreeSource } from './tree-source';
import { pathspecMatcher } from './pathspec';
import { RunIndex, WORD } from './run-index';
import type { OfferedIndex } from './tree-thread';

/** One file of a tree held in memory; a symlink's data is its target, never followed. */
export interface MemoryFile {
  /** `100644`, `100755` or `120000` (symlink), as git names them. */
  mode: string;
  data: Buffer;
}

/** Why a tree could not be loaded: the message says what to do. */
export class TreeLoadError extends Error {
  override name = 'TreeLoadError';
}

/** Bytes every tree of one run may take in memory together; loading more fails. */
export class ByteBudget {
  private used = 0;
  constructor(readonly limit: number) {}
  take(bytes: number, what: string): void {
    this.used += bytes;
    if (this.used > this.limit) {
      throw new TreeLoadError(
        `${what} is larger than ${formatBytes(this.limit)} uncompressed, the most agent-gate reads without a checkout`,
      );
    }
  }
}

const WORD_RUN = /[A-Za-z0-9_]+/g;
/**
 * Costs of a search, in passes of `Buffer.indexOf` over the tree (measured on dub's 17 MB
 * tree: 8 ms a pass): a search of up to `DIRECT_SEARCH_WORDS` words looks for each in
 * turn; once a tree's searches would cost more than `INDEX_COST` (building its `RunIndex`,
 * ~15 passes), it is indexed, once, and words are looked up from then on.
 */
const DIRECT_SEARCH_WORDS = 8;
const INDEX_COST = 16;

/** `git grep -I`: a NUL in the first 8,000 bytes makes a file binary. */
export function isBinary(data: Buffer): boolean {
  return (data.length > 8000 ? data.subarray(0, 8000) : data).includes(0);
}

/** A tree's files as arrays, at the same index in each. */
export interface ListedFiles {
  paths: string[];
  modes: string[];
  datas: Buffer[];
}

/**
 * The files of one revision's tree. `complete` is false for a tree of which only some
 * paths were fetched (the base branch's config files): listing or searching it fails.
 * A tree read from git is held as arrays in its listing's order (`ListedFiles`):
 * tens of thousands of files are then found by binary search, without a map of them
 * built for each run; a map is made only when one is asked for (`files`).
 */
export class MemoryTree {
  readonly complete: boolean;
  private readonly paths: readonly string[];
  private readonly modes: readonly string[];
  private readonly datas: readonly Buffer[];
  /** `paths` is in ascending order (JavaScript's), so `file` may search it by halves. */
  private readonly ordered: boolean;
  private map?: Map<string, MemoryFile>;
  /** Regular text files (git grep skips symlinks and binary files), in path order, found once. */
  private textFiles?: { paths: string[]; datas: Buffer[] };
  /** The files (indices in `textFiles`) holding each run of word characters, once built. */
  private runs?: RunIndex;
  /** What the searches without an index have cost (see `INDEX_COST`). */
  private spent = 0;
  /** Its index, built by another thread (`offerIndex`), until it is taken or found wanting. */
  private offered?: OfferedIndex;

  /** `files`: by path, or a tree's listing from git as arrays (the same index in each, paths in order). */
  constructor(files: Map<string, MemoryFile> | ListedFiles, complete = true) {
    this.complete = complete;
    if (files instanceof Map) {
      this.map = files;
      this.paths = [...files.keys()];
      this.modes = [...files.values()].map((f) => f.mode);
      this.datas = [...files.values()].map((f) => f.data);
      this.ordered = false;
    } else {
      ({ paths: this.paths, modes: this.modes, datas: this.datas } = files);
      let ordered = true;
      for (let i = 1; i < this.paths.length && ordered; i++) ordered = this.paths[i - 1] < this.paths[i];
      this.ordered = ordered;
    }
  }

  /** Every file by path (made on first use for a tree from git). */
  get files(): Map<string, MemoryFile> {
    this.map ??= new Map(this.paths.map((p, i) => [p, { mode: this.modes[i], data: this.datas[i] }]));
    return this.map;
  }

  file(path: string): MemoryFile | undefined {
    if (this.map || !this.ordered) return this.files.get(path);
    let lo = 0;
    let hi = this.paths.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const p = this.paths[mid];
      if (p === path) return { mode: this.modes[mid], data: this.datas[mid] };
      if (p < path) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  /** The index of the tree's word-character runs, built now if need be (the reader's thread hands it over: `offerIndex`). */
  wordIndex(): RunIndex {
    this.runs ??= this.offeredIndex(true) ?? new RunIndex(this.texts().datas);
    return this.runs;
  }

  /** An index of this tree another thread is building; searches take it rather than build their own. */
  offerIndex(index: OfferedIndex): void {
    this.offered = index;
  }

  /** The offered index, when it has come (or, with `wait`, once it comes) and indexes this tree's text files. */
  private offeredIndex(wait: boolean): RunIndex | undefined {
    const index = wait ? this.offered?.wait() : this.offered?.ready();
    if (index || wait) this.offered = undefined;
    return index?.fileCount === this.texts().datas.length ? index : undefined;
  }

  /**
   * For each word, the files that hold it as a whole word (git's `-F -w`: no word
   * character right before or after an occurrence; no match across a newline). A few
   * words are searched directly (`Buffer.indexOf`, as fast as git on one word); more, or
   * a tree searched many times, get an index of the tree's word-character runs, built
   * once, from which a word of word characters only is looked up and any other word is
   * verified only in the files that hold all of its runs (which a whole-word occurrence
   * always does).
   */
  search(words: string[]): Map<string, string[]> {
    const result = new Map<string, string[]>(words.map((w) => [w, []]));
    const wanted = [...new Set(words)].filter((w) => w !== '' && !w.includes('\n'));
    if (wanted.length === 0) return result;
    const texts = this.texts();
    if (!this.runs && this.offered) this.runs = this.offeredIndex(false);
    if (!this.runs && wanted.length <= DIRECT_SEARCH_WORDS && this.spent + wanted.length <= INDEX_COST) {
      this.spent += wanted.length;
      const needles = wanted.map((w) => ({ word: w, needle: Buffer.from(w, 'utf8') }));
      for (let i = 0; i < texts.paths.length; i++) {
        for (const { word, needle } of needles) {
          if (hasWholeWord(texts.datas[i], needle)) result.get(word)!.push(texts.paths[i]);
        }
      }
      return result;
    }
    const runs = this.wordIndex();
    for (const word of wanted) {
      const parts = word.match(WORD_RUN) ?? [];
      if (parts.length === 1 && parts[0] === word) {
        result.set(
          word,
          runs.filesWith(word).map((i) => texts.paths[i]),
        );
        continue;
      }
      let candidates: number[] | undefined;
      if (parts.length > 0) {
        const narrowest = parts.reduce((a, b) => (runs.countFiles(b) < runs.countFiles(a) ? b : a));
        candidates = runs.filesWith(narrowest);
      }
      const needle = Buffer.from(word, 'utf8');
      const found: string[] = [];
      const check = (i: number) => {
        if (hasWholeWord(texts.datas[i], needle)) found.push(texts.paths[i]);
      };
      if (candidates) candidates.forEach(check);
      else for (let i = 0; i < texts.paths.length; i++) check(i);
      result.set(word, found);
    }
    return result;
  }

  private texts(): { paths: string[]; datas: Buffer[] } {
    if (!this.textFiles) {
      let order: number[] = [];
      for (let i = 0; i < this.paths.length; i++) {
        if (this.modes[i] !== '120000' && !isBinary(this.datas[i])) order.push(i);
      }
      // a tree from git is listed in order already; a tarball's may not be
      if (!this.ordered)
        order = order.sort((a, b) => (this.paths[a] < this.paths[b] ? -1 : this.paths[a] > this.paths[b] ? 1 : 0));
      this.textFiles = { paths: order.map((i) => this.paths[i]), datas: order.map((i) => this.datas[i]) };
    }
    return this.textFiles;
  }
}

/** No word character right before `at` or at `end` (`git grep -w`). */
function bounded(data: Buffer, at: number, end: number): boolean {
  return (at === 0 || WORD[data[at - 1]] === 0) && (end >= data.length || WORD[data[end]] === 0);
}

function hasWholeWord(data: Buffer, needle: Buffer): boolean {
  let at = data.indexOf(needle);
  while (at >= 0) {
    if (bounded(data, at, at + needle.length)) return true;
    at = data.indexOf(needle, at + 1);
  }
  return false;
}

/**
 * Trees held in memory, for the Action without a checkout: the pull request's head and
 * merge-base trees from GitHub's tarballs, and the base branch's config files. Answers
 * like `GitRepo` does: symlinks are entries of mode 120000 whose content is their
 * target, and searches follow `git grep -I -F -w`.
 */
export class MemoryTreeSource implements TreeSource {
  private readonly trees = new Map<string, MemoryTree>();

  add(rev: string, tree: MemoryTree): this {
    this.trees.set(rev, tree);
    return this;
  }

  has(rev: string): boolean {
    return this.trees.has(rev);
  }

  tree(rev: string): MemoryTree {
    const tree = this.trees.get(rev);
    if (!tree) throw new TreeLoadError(`the tree of ${rev} was not downloaded`);
    return tree;
  }

  listTree(rev: string): TreeEntry[] {
    const tree = this.completeTree(rev);
    return [...tree.files].map(([path, f]) => ({ path, mode: f.mode, type: 'blob' as const, size: f.data.length }));
  }

  listPaths(rev: string, paths: string[]): TreeEntry[] {
    const tree = this.completeTree(rev);
    return paths.flatMap((path) => {
      const f = tree.file(path);
      return f ? [{ path, mode: f.mode, type: 'blob' as const, size: f.data.length }] : [];
    });
  }

  readBlobs(rev: string, paths: string[]): Map<string, Buffer | undefined> {
    const tree = this.tree(rev);
    return new Map(paths.map((p) => [p, tree.file(p)?.data]));
  }

  grepFiles(rev: string, words: string[], pathspecs: string[] = []): string[] {
    const tree = this.completeTree(rev);
    const inScope = pathspecMatcher(pathspecs);
    const found = new Set<string>();
    for (const files of tree.search(words).values()) for (const f of files) if (inScope(f)) found.add(f);
    return [...found].sort();
  }

  /**
   * Each word's files, searched word by word: a file counts for every word it holds as a
   * whole word, which includes a word inside a longer word of the set (`checkout` in
   * `routes/checkout`), as `TreeSource` asks.
   */
  grepWordFiles(rev: string, words: string[], pathspecs: string[] = []): Map<string, Set<string>> {
    const tree = this.completeTree(rev);
    const inScope = pathspecMatcher(pathspecs);
    return new Map([...tree.search(words)].map(([w, files]) => [w, new Set(files.filter(inScope))]));
  }

  private completeTree(rev: string): MemoryTree {
    const tree = this.tree(rev);
    if (!tree.complete) throw new TreeLoadError(`only some files of ${rev} were downloaded; its tree cannot be listed`);
    return tree;
  }
}

function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${+(n / 1024 ** 3).toFixed(1)} GiB`;
  if (n >= 1024 ** 2) return `${+(n / 1024 ** 2).toFixed(1)} MiB`;
  return `${n} bytes`;
}
