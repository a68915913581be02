import type { Project, SourceFile } from 'ts-morph';
import type { ChangeSet, ChangedFile } from '../git/changeset';
import { containsWord, type ReadAhead, type TreeEntry, type TreeSource } from '../git/git';
import { Deadline } from '../git/processes';
import { hasPathspecMagic, pathspecMatcher } from '../git/pathspec';
import { CODE_EXTENSIONS, decodeText, isSourcePath } from '../git/text';
import { GeneratedClassifier, hasGeneratedHeader, parseGitattributes } from './generated';
import { loadTsMorph } from './ts';
import picomatch from 'picomatch';
import { LineCounter, parseAllDocuments, type Document } from 'yaml';

export interface YamlFile {
  documents: Document.Parsed[];
  /** Plain values of each document (`toJS`). */
  values: unknown[];
  /** Parse errors, as "line N: message". */
  errors: string[];
  /** 1-based line of a character offset (use with a node's `range[0]`). */
  lineOf(offset: number): number;
}

export { CODE_EXTENSIONS, isSourcePath };

export function isCodeFile(path: string): boolean {
  return isSourcePath(path) && !path.endsWith('.d.ts');
}

export type ReadFailure = 'missing' | 'binary' | 'not-utf8' | 'too-large' | 'symlink' | 'submodule';

export type ReadResult = { ok: true; text: string } | { ok: false; reason: ReadFailure };

const DEFAULT_MAX_FILE_BYTES = 2 * 1024 * 1024;

/** Grep results up to this many files are read in the same batch. */
const GREP_PREFETCH_LIMIT = 200;
/** A searched word found in at most this many files is rare: its files are read with the search. */
const RARE_WORD_FILES = 20;
/** What a search reads ahead, at most, of the files of its rare words. */
const BATCH_READ_BYTES = 16 * 1024 * 1024;
/** A word is looked for in the files of one of its parts already searched when they are at most this many. */
const NARROW_FILES = 50;

/**
 * A lazy, cached view of one tree (head or base). Nothing is read until a rule asks,
 * and nothing is read twice.
 */
export class TreeView {
  readonly rev: string;
  /** CPU work of the run checks it between steps: a rule that reads past it stops there. */
  deadline: Deadline = Deadline.none();
  private readonly repo: TreeSource;
  private readonly maxFileBytes: number;
  private entriesCache?: TreeIndex;
  private pathsCache?: string[];
  private readonly texts = new Map<string, ReadResult>();
  private project?: Project;
  private readonly sourceFiles = new Map<string, SourceFile | null>();
  private readonly grepAnswers = new Map<string, string[]>();
  private readonly yamlFiles = new Map<string, YamlFile | undefined>();
  /** Files of the tree that contain each word searched so far. */
  private readonly wordFiles = new Map<string, Set<string>>();
  private readonly filesWithAnswers = new Map<string, readonly string[]>();
  /** The tree's file names, each with the positions in `paths()` of the files of that name (`filesNamed`). */
  private byName?: { names: string[]; at: number[][] };
  private readonly pending = new Set<string>();
  /** Settles when a listing of the tree read in the background is installed (or failed). */
  private listing?: Promise<unknown>;
  /** Words being searched in the background, with the search that will know them. */
  private readonly inflight = new Map<string, Promise<void>>();
  /** The other tree of the change, and the paths where the two differ (see `pair`). */
  private twin?: { view: TreeView; touched: Set<string>; searchesThere: boolean; baseChanged: string[] };

  constructor(repo: TreeSource, rev: string, maxFileBytes = DEFAULT_MAX_FILE_BYTES) {
    this.repo = repo;
    this.rev = rev;
    this.maxFileBytes = maxFileBytes;
  }

  /**
   * Pairs the base view with the head view of a change. Outside the paths the change
   * touched the trees hold the same files, so (1) a file read in one is read in the other,
   * and (2) the base tree is never searched itself: a word's files in it are its files in
   * the head, less the files the change wrote, plus the changed files whose base version
   * holds it. A run then searches the repository once, not once per tree, and the base's
   * part of a search costs what the change does. `changes` must list every path where the
   * trees differ (a ChangeSet from git, or a pull request's complete file list).
   */
  static pair(base: TreeView, head: TreeView, changes: readonly ChangedFile[]): void {
    const touched = new Set<string>();
    const baseChanged: string[] = [];
    for (const f of changes) {
      touched.add(f.path);
      if (f.oldPath) touched.add(f.oldPath);
      // an added or copied file is new in the head; a copy's source is unchanged
      if (f.status !== 'added' && f.status !== 'copied') baseChanged.push(f.oldPath ?? f.path);
    }
    base.twin = { view: head, touched, searchesThere: true, baseChanged };
    head.twin = { view: base, touched, searchesThere: false, baseChanged: [] };
  }

  /** Every file path of the tree (one `git ls-tree`, cached). */
  paths(): string[] {
    this.pathsCache ??= this.entries().paths();
    return this.pathsCache;
  }

  /**
   * The files whose name (the path's last segment) passes `test`, in tree order. Each
   * distinct name is tested once: the finders of manifests, schemas, templates and
   * deployment configs cost the tree's names, not its paths, and one pass indexes them.
   */
  filesNamed(test: (name: string) => boolean): string[] {
    if (this.twin?.searchesThere) {
      // the base (see `pair`): the head's files outside the change, and its own changed ones
      const { view: head, touched, baseChanged } = this.twin;
      const own = baseChanged.filter((p) => test(p.slice(p.lastIndexOf('/') + 1)) && this.exists(p));
      const files = head.filesNamed(test).filter((p) => !touched.has(p));
      return own.length === 0 ? files : [...files, ...own].sort(byteOrder);
    }
    const paths = this.paths();
    if (!this.byName) {
      const seen = new Map<string, number>();
      const names: string[] = [];
      const at: number[][] = [];
      for (let i = 0; i < paths.length; i++) {
        const p = paths[i];
        const name = p.slice(p.lastIndexOf('/') + 1);
        const known = seen.get(name);
        if (known === undefined) {
          seen.set(name, names.length);
          names.push(name);
          at.push([i]);
        } else at[known].push(i);
      }
      this.byName = { names, at };
    }
    const { names, at } = this.byName;
    const lists: number[][] = [];
    for (let n = 0; n < names.length; n++) if (test(names[n])) lists.push(at[n]);
    if (lists.length === 1) return lists[0].map((i) => paths[i]);
    // positions in the listing, which is in git's order (byte order of the paths): sorted, they keep it
    let count = 0;
    for (const list of lists) count += list.length;
    const merged = new Int32Array(count);
    count = 0;
    for (const list of lists) for (const i of list) merged[count++] = i;
    merged.sort();
    return Array.from(merged, (i) => paths[i]);
  }

  entry(path: string): TreeEntry | undefined {
    return this.entries().get(path);
  }

  exists(path: string): boolean {
    return this.entries().has(path);
  }

  private entries(): TreeIndex {
    if (!this.entriesCache) {
      const own = this.twin?.searchesThere ? this.repo.listPaths?.(this.rev, this.twin.baseChanged) : undefined;
      this.entriesCache = own ? this.throughHead(own) : TreeIndex.of(this.repo.listTree(this.rev));
    }
    return this.entriesCache;
  }

  /**
   * The base's listing (see `pair`): the head's entries outside the paths the change
   * touched, and the base's own entries of the files it changed, which git lists by name.
   */
  private throughHead(own: TreeEntry[]): TreeIndex {
    const { view: head, touched } = this.twin!;
    return TreeIndex.overlay(head.entries(), touched, own);
  }

  /** The text of a file, or why it cannot be read as text. Symlinks are never followed. */
  readResult(path: string): ReadResult {
    const cached = this.texts.get(path);
    if (cached) return cached;
    this.deadline.check(`reading ${path}`);
    this.prefetch([path]);
    return this.texts.get(path) ?? { ok: false, reason: 'missing' };
  }

  read(path: string): string | undefined {
    const r = this.readResult(path);
    return r.ok ? r.text : undefined;
  }

  /** Reads many files with one git call; later `read`s are served from the cache. */
  prefetch(paths: string[]): void {
    const wanted = this.unread(paths);
    if (wanted.length === 0) return;
    // A base file the change did not touch is the head's: read there, where the whole tree
    // is usually in memory, rather than with a git process of its own.
    const twin = this.twin?.searchesThere ? this.twin : undefined;
    const shared = twin ? wanted.filter((p) => !twin.touched.has(p)) : [];
    if (twin && shared.length > 0) {
      twin.view.prefetch(shared);
      for (const path of shared) this.texts.set(path, twin.view.texts.get(path)!);
    }
    const own = shared.length > 0 ? wanted.filter((p) => !this.texts.has(p)) : wanted;
    if (own.length === 0) return;
    const blobs = this.repo.readBlobs(this.rev, own);
    for (const path of own) this.texts.set(path, decode(blobs.get(path), path));
  }

  /** Paths to read from git; the others get their answer (missing, symlink, too large) now. */
  private unread(paths: string[]): string[] {
    const wanted: string[] = [];
    for (const path of paths) {
      if (this.texts.has(path)) continue;
      const entry = this.entry(path);
      if (!entry) this.texts.set(path, { ok: false, reason: 'missing' });
      else if (entry.mode === '120000') this.texts.set(path, { ok: false, reason: 'symlink' });
      else if (entry.type === 'commit') this.texts.set(path, { ok: false, reason: 'submodule' });
      else if (entry.size > this.maxFileBytes) this.texts.set(path, { ok: false, reason: 'too-large' });
      else if (this.twin && !this.twin.touched.has(path) && this.twin.view.texts.has(path)) {
        this.texts.set(path, this.twin.view.texts.get(path)!);
      } else wanted.push(path);
    }
    return wanted;
  }

  /** Settles once the tree's listing read in the background (`readAhead`) is installed, or failed. */
  whenListed(): Promise<unknown> {
    return this.listing ?? Promise.resolve();
  }

  /**
   * Reads in the background what the run asks for first: the tree's listing, these files
   * and the files of these words, installed when read, so that git works while the caller
   * loads or parses. A source that cannot read in the background, or a failure, leaves
   * the reads to the calls that need them (which report what went wrong).
   */
  readAhead(paths: string[], words: string[]): Promise<void> {
    if (!this.repo.readAhead) return Promise.resolve();
    const fresh = this.searchKnownParts([...new Set(words.filter((w) => w.length > 0 && !this.wordFiles.has(w)))]);
    const mirror = this.twin?.searchesThere ? this.twin.view : undefined;
    // the words this tree's own `git grep` looks for: none when the head's search serves it
    const own = mirror ? [] : fresh.filter((w) => !this.inflight.has(w));
    const listing = !this.entriesCache && !mirror;
    let listed: () => void = () => undefined;
    const whenListed = new Promise<void>((resolve) => (listed = resolve));
    const job = this.readAheadNow(paths, fresh, own, mirror, listed);
    // settles as soon as the listing is in, which may be well before the files are
    if (listing) this.listing ??= Promise.race([whenListed, job.catch(() => undefined)]);
    for (const w of own) this.inflight.set(w, job);
    return job.finally(() => {
      for (const w of own) if (this.inflight.get(w) === job) this.inflight.delete(w);
    });
  }

  private async readAheadNow(
    paths: string[],
    fresh: string[],
    own: string[],
    mirror: TreeView | undefined,
    listed: () => void,
  ): Promise<void> {
    const list = !this.entriesCache;
    // the base lists the files the change touched; the rest of its listing is the head's
    const listPaths = list && mirror && this.repo.listPaths ? this.twin!.baseChanged : undefined;
    const tree = list && !listPaths;
    const read = list || own.length > 0 || !paths.every((p) => this.texts.has(p));
    const waiting = fresh.filter((w) => !own.includes(w)).map((w) => this.inflight.get(w));
    // the listing installed as soon as git has it: the run indexes it while git reads the files
    const onListed = (entries: TreeEntry[]) => {
      this.entriesCache ??= TreeIndex.of(entries);
      listed();
    };
    let got: ReadAhead | undefined;
    try {
      [got] = await Promise.all([
        read ? this.repo.readAhead!(this.rev, { tree, listPaths, paths, words: own, onListed }) : undefined,
        mirror && fresh.length > 0 ? mirror.searchInBackground(fresh) : undefined,
        listPaths ? mirror!.listing : undefined,
        ...waiting,
      ]);
    } catch {
      return;
    }
    if (got) {
      if (tree && got.listed) this.entriesCache ??= TreeIndex.of(got.entries);
      else if (listPaths && got.listed) this.entriesCache ??= this.throughHead(got.entries);
      for (const [word, files] of got.wordFiles) if (!this.wordFiles.has(word)) this.wordFiles.set(word, files);
      // the files asked for, and those git read to check a search's matches
      for (const path of this.unread([...got.blobs.keys()])) this.texts.set(path, decode(got.blobs.get(path), path));
    }
    if (mirror) this.deriveFromHead(fresh);
    for (const word of fresh) this.pending.delete(word);
    this.readFilesOfRareWords(fresh);
  }

  /** Searches the words in the background, joining the searches of them already running. */
  private async searchInBackground(words: string[], reads: string[] = []): Promise<void> {
    const fresh = words.filter((w) => !this.wordFiles.has(w) && !this.inflight.has(w));
    await Promise.all([
      ...words.map((w) => this.inflight.get(w)),
      fresh.length > 0 || reads.length > 0 ? this.readAhead(reads, fresh) : undefined,
    ]);
  }

  /**
   * Files containing any of the words (whole-word, fixed strings), found with `git grep`.
   * Each word is searched once per run: words that are not known yet are searched in one
   * `git grep` together with every word `anticipate`d so far, so a run costs a handful of
   * searches of the tree rather than one per rule and per changed file.
   */
  grep(words: string[], pathspecs: string[] = []): string[] {
    const key = `${words.join('\0')}\n${pathspecs.join('\0')}`;
    const known = this.grepAnswers.get(key);
    if (known) return known;
    {
      const files = hasPathspecMagic(pathspecs)
        ? this.repo.grepFiles(this.rev, words, pathspecs).sort()
        : this.filesWith(words).filter(pathspecMatcher(pathspecs));
      // Rules grep to find what to parse next: read the candidates in one git call
      // rather than one `cat-file` per file (bounded, for words that match everywhere).
      if (files.length <= GREP_PREFETCH_LIMIT) this.prefetch(files);
      this.grepAnswers.set(key, files);
      return files;
    }
  }

  /**
   * Like `grep` with no pathspec, without reading the files found (for callers that narrow
   * them first). Sorted; kept for the run, so asking again costs nothing.
   */
  filesWith(words: readonly string[]): readonly string[] {
    const key = words.join('\0');
    const known = this.filesWithAnswers.get(key);
    if (known) return known;
    this.searchWords(words);
    const found = new Set<string>();
    for (const w of words) for (const f of this.wordFiles.get(w) ?? []) found.add(f);
    const sorted = [...found].sort();
    this.filesWithAnswers.set(key, sorted);
    return sorted;
  }

  /**
   * The files under a folder (`dir/…`, at any depth) that contain the word: a range of the
   * word's sorted files, found by binary search, so a word in thousands of files (`service`,
   * `index`) costs the files under the folder, not all of them.
   */
  filesWithUnder(word: string, dir: string): readonly string[] {
    const all = this.filesWith([word]);
    if (dir === '') return all;
    const prefix = `${dir}/`;
    let lo = 0;
    let hi = all.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (all[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    let end = lo;
    while (end < all.length && all[end].startsWith(prefix)) end++;
    return all.slice(lo, end);
  }

  /**
   * Words rules are likely to grep for (the names and module paths of changed files):
   * nothing is searched now; they join the next search of a word that is not known yet.
   */
  anticipate(words: Iterable<string>): void {
    for (const w of words) if (w.length > 0 && !this.wordFiles.has(w)) this.pending.add(w);
  }

  /**
   * Searches the tree now for many words that rules will `grep` for one by one (for
   * example the module names of every changed file), so that a pull request of hundreds
   * of files costs one `git grep`, not hundreds.
   */
  primeGrep(words: string[]): void {
    this.searchWords(words.filter((w) => w.length > 0));
  }

  private searchWords(words: readonly string[]): void {
    if (words.every((w) => this.wordFiles.has(w))) return;
    this.deadline.check(`a search of the ${this.twin?.searchesThere ? 'base' : 'head'} tree`);
    const batch = new Set(words.filter((w) => !this.wordFiles.has(w)));
    for (const w of this.pending) if (!this.wordFiles.has(w)) batch.add(w);
    this.pending.clear();
    const rest = this.searchKnownParts([...batch]);
    if (rest.length > 0 && this.twin?.searchesThere) {
      this.twin.view.searchWords(rest);
      this.deriveFromHead(rest);
    } else if (rest.length > 0) {
      for (const [word, files] of this.repo.grepWordFiles(this.rev, rest)) this.wordFiles.set(word, files);
    }
    for (const w of batch) if (!this.wordFiles.has(w)) this.wordFiles.set(w, new Set());
    this.readFilesOfRareWords(batch);
  }

  /**
   * Finds words without searching the tree where a part of them was searched already:
   * wherever `/api/orders` occurs as a whole word, so do `api` and `orders`, so its files
   * are among those of `orders`. When a part's files are few, they are read (most were
   * read with that part's search) and the word is looked for in them, as `git grep -w`
   * would. Returns the words that still need a search of the tree: those with no part
   * searched, or whose candidates are many or cannot all be read as text here.
   */
  private searchKnownParts(words: string[]): string[] {
    const candidates = new Map<string, Set<string>>();
    const toRead = new Set<string>();
    const rest: string[] = [];
    for (const word of words) {
      let best: Set<string> | undefined;
      for (const part of word.match(/\w+/g) ?? []) {
        const files = part === word ? undefined : this.wordFiles.get(part);
        if (files && (!best || files.size < best.size)) best = files;
      }
      if (!best || best.size > NARROW_FILES || toRead.size + best.size > GREP_PREFETCH_LIMIT) {
        rest.push(word);
        continue;
      }
      candidates.set(word, best);
      for (const f of best) toRead.add(f);
    }
    if (candidates.size === 0) return rest;
    this.prefetch([...toRead]);
    for (const [word, files] of candidates) {
      const found = new Set<string>();
      let exact = true;
      for (const file of files) {
        const read = this.texts.get(file);
        if (read?.ok) {
          if (containsWord(read.text, word)) found.add(file);
        } else if (read?.reason !== 'binary') {
          // git searches what this view does not read as text (symlink targets, files
          // over the size limit, other encodings): leave the word to git.
          exact = false;
          break;
        }
      }
      if (exact) this.wordFiles.set(word, found);
      else rest.push(word);
    }
    return rest;
  }

  /**
   * The base's files of words the head has been searched for (see `pair`): the head's
   * files the change did not touch, and the changed files whose base version holds the
   * word. A changed file this view cannot read as text (a symlink, a file over the size
   * limit, another encoding) is left to git, with a search of those files only.
   */
  private deriveFromHead(words: string[]): void {
    const { view: head, touched, baseChanged } = this.twin!;
    const unknown = words.filter((w) => !this.wordFiles.has(w));
    if (unknown.length === 0) return;
    this.prefetch(baseChanged);
    const opaque = baseChanged.filter((p) => {
      const read = this.texts.get(p);
      return !read?.ok && read?.reason !== 'binary' && read?.reason !== 'missing' && read?.reason !== 'submodule';
    });
    if (opaque.some((p) => /[*?[\\]/.test(p) || p.startsWith(':'))) {
      // a path git would read as a pattern: search this tree itself, as without the head
      for (const [word, files] of this.repo.grepWordFiles(this.rev, unknown)) this.wordFiles.set(word, files);
      return;
    }
    const inOpaque = opaque.length > 0 ? this.repo.grepWordFiles(this.rev, unknown, opaque) : undefined;
    for (const word of unknown) {
      const inHead = head.wordFiles.get(word);
      if (!inHead) {
        // the head's search failed (and reports why where it matters): search this tree itself
        this.wordFiles.set(word, this.repo.grepWordFiles(this.rev, [word]).get(word) ?? new Set());
        continue;
      }
      const files = new Set<string>();
      for (const f of inHead) if (!touched.has(f)) files.add(f);
      for (const p of baseChanged) {
        const read = this.texts.get(p);
        if (read?.ok && containsWord(read.text, word)) files.add(p);
      }
      for (const f of inOpaque?.get(word) ?? []) files.add(f);
      this.wordFiles.set(word, files);
    }
  }

  /** The files of a rare word are what a rule parses next: read them in one git call. */
  private readFilesOfRareWords(words: Iterable<string>): void {
    const toRead = new Set<string>();
    let bytes = 0;
    for (const word of words) {
      const files = this.wordFiles.get(word);
      if (!files || files.size > RARE_WORD_FILES) continue;
      for (const f of files) {
        const size = this.entry(f)?.size ?? 0;
        if (toRead.has(f) || this.texts.has(f) || bytes + size > BATCH_READ_BYTES) continue;
        toRead.add(f);
        bytes += size;
      }
    }
    this.prefetch([...toRead]);
  }

  /** Paths matching globs (picomatch, relative to the repository root). */
  glob(patterns: string | string[]): string[] {
    const m = picomatch(patterns, { dot: true });
    return this.paths().filter((p) => m(p));
  }

  /**
   * The ts-morph SourceFile of a code file, parsed once per run. Undefined when the
   * file is missing or not text. Files are parsed in isolation: no type checking, no
   * module resolution, no loading of the repository's node_modules.
   */
  sourceFile(path: string): SourceFile | undefined {
    if (this.sourceFiles.has(path)) return this.sourceFiles.get(path) ?? undefined;
    this.deadline.check(`parsing ${path}`);
    const text = this.read(path);
    let sf: SourceFile | null = null;
    if (text !== undefined && isCodeFile(path)) {
      sf = this.tsProject().createSourceFile(`/${path}`, text, { overwrite: true });
    }
    this.sourceFiles.set(path, sf);
    return sf ?? undefined;
  }

  /** The SourceFile of a file this view has parsed already; never parses. */
  parsedSourceFile(path: string): SourceFile | undefined {
    return this.sourceFiles.get(path) ?? undefined;
  }

  /** Syntax errors of a code file, as "line N: message" (empty when it parses). */
  syntaxErrors(path: string): string[] {
    const sf = this.sourceFile(path);
    if (!sf) return [];
    const diagnostics =
      (sf.compilerNode as unknown as { parseDiagnostics?: { start?: number; messageText: unknown }[] })
        .parseDiagnostics ?? [];
    return diagnostics.map((d) => {
      const line = d.start === undefined ? 0 : sf.getLineAndColumnAtPos(d.start).line;
      const text = typeof d.messageText === 'string' ? d.messageText : 'syntax error';
      return `line ${line}: ${text}`;
    });
  }

  /**
   * The YAML documents of a file, parsed once (aliases bounded against alias bombs).
   * Undefined when the file cannot be read as text.
   */
  yaml(path: string): YamlFile | undefined {
    if (this.yamlFiles.has(path)) return this.yamlFiles.get(path);
    const parsed = ((): YamlFile | undefined => {
      const text = this.read(path);
      if (text === undefined) return undefined;
      const lineCounter = new LineCounter();
      // logLevel 'error': the yaml package would print its warnings (a collection used as a
      // key) to stderr through process.emitWarning; a repository's YAML is not ours to judge.
      const documents = parseAllDocuments(text, { lineCounter, uniqueKeys: false, logLevel: 'error' });
      const docs = Array.isArray(documents) ? documents : [documents];
      const errors = docs.flatMap((d) =>
        d.errors.map((e) => `line ${e.linePos?.[0]?.line ?? '?'}: ${e.message.split('\n')[0]}`),
      );
      const values: unknown[] = [];
      for (const d of docs) {
        try {
          values.push(d.toJS({ maxAliasCount: 200 }));
        } catch (err) {
          errors.push((err as Error).message.split('\n')[0]);
        }
      }
      return { documents: docs, values, errors, lineOf: (offset: number) => lineCounter.linePos(offset).line };
    })();
    this.yamlFiles.set(path, parsed);
    return parsed;
  }

  /** Repository-relative path of a SourceFile created by this view. */
  pathOf(sf: SourceFile): string {
    return sf.getFilePath().replace(/^\//, '');
  }

  private tsProject(): Project {
    if (!this.project) {
      const { Project, ts } = loadTsMorph();
      this.project = new Project({
        useInMemoryFileSystem: true,
        skipLoadingLibFiles: true,
        skipFileDependencyResolution: true,
        compilerOptions: {
          allowJs: true,
          jsx: ts.JsxEmit.Preserve,
          noLib: true,
          noResolve: true,
          target: ts.ScriptTarget.ES2022,
        },
      });
    }
    return this.project;
  }
}

/**
 * A tree's entries by path. The base's is the head's with the paths the change touched
 * replaced (`overlay`): tens of thousands of entries are held, and walked, once.
 */
class TreeIndex {
  private constructor(
    private readonly byPath: Map<string, TreeEntry>,
    private readonly under?: { index: TreeIndex; hidden: Set<string> },
  ) {}

  static of(entries: TreeEntry[]): TreeIndex {
    const byPath = new Map<string, TreeEntry>();
    for (const e of entries) byPath.set(e.path, e);
    return new TreeIndex(byPath);
  }

  /** `index` where `hidden` paths are replaced by `own` entries (a hidden path with none is absent). */
  static overlay(index: TreeIndex, hidden: Set<string>, own: TreeEntry[]): TreeIndex {
    return new TreeIndex(TreeIndex.of(own).byPath, { index, hidden });
  }

  get(path: string): TreeEntry | undefined {
    const own = this.byPath.get(path);
    if (own || !this.under || this.under.hidden.has(path)) return own;
    return this.under.index.get(path);
  }

  has(path: string): boolean {
    return this.get(path) !== undefined;
  }

  paths(): string[] {
    if (!this.under) return [...this.byPath.keys()];
    // both lists are in git's order (paths sorted): merged, the listing keeps it
    const { index, hidden } = this.under;
    const below = index.paths().filter((p) => !hidden.has(p));
    const own = [...this.byPath.keys()].sort();
    if (own.length === 0) return below;
    const paths: string[] = [];
    let i = 0;
    for (const p of below) {
      while (i < own.length && own[i] < p) paths.push(own[i++]);
      paths.push(p);
    }
    while (i < own.length) paths.push(own[i++]);
    return paths;
  }
}

function byteOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** UTF-8, or UTF-16 with a byte-order mark (src/git/text.ts). */
function decode(buf: Buffer | undefined, path: string): ReadResult {
  if (!buf) return { ok: false, reason: 'missing' };
  const decoded = decodeText(buf, { sourceCode: isSourcePath(path) });
  return decoded.ok ? { ok: true, text: decoded.text } : decoded;
}

export interface WorkspaceOptions {
  /** Globs (from the config) of paths no rule looks at. */
  ignore?: string[];
  maxFileBytes?: number;
}

/** The head and base trees of a change, with what rules share about them. */
export class Workspace {
  readonly repo: TreeSource;
  readonly changes: ChangeSet;
  readonly head: TreeView;
  readonly base: TreeView;
  private readonly ignored: (path: string) => boolean;
  private classifier?: GeneratedClassifier;
  private readonly generatedCache = new Map<string, boolean>();

  constructor(repo: TreeSource, changes: ChangeSet, opts: WorkspaceOptions = {}) {
    this.repo = repo;
    this.changes = changes;
    this.head = new TreeView(repo, changes.head, opts.maxFileBytes);
    this.base = new TreeView(repo, changes.base, opts.maxFileBytes);
    if (changes.base !== changes.head) TreeView.pair(this.base, this.head, changes.files);
    this.ignored = opts.ignore?.length ? picomatch(opts.ignore, { dot: true }) : () => false;
  }

  /**
   * Lists both trees, reads these files of each and runs the first search of the words in
   * the background (`TreeView.readAhead`): one search of the repository for both trees.
   */
  async readAhead(headPaths: string[], basePaths: string[], words: { head: string[]; base: string[] }): Promise<void> {
    await Promise.all([
      this.head.readAhead(headPaths, [...new Set([...words.head, ...words.base])]),
      this.base.readAhead(basePaths, words.base),
    ]);
  }

  /** When the run must end: searches and reads of both trees stop there (`DeadlineExceeded`). */
  set deadline(deadline: Deadline) {
    this.head.deadline = deadline;
    this.base.deadline = deadline;
    this.repo.deadline = deadline;
  }

  get deadline(): Deadline {
    return this.head.deadline;
  }

  /** Excluded by the config's `ignore` globs. */
  isIgnored(path: string): boolean {
    return this.ignored(path);
  }

  /**
   * Generated or vendored (linguist attributes in the head tree's .gitattributes files,
   * an `@generated` header, node_modules/, a package's vendor/, generated/, lockfiles, minified bundles).
   */
  isGenerated(path: string): boolean {
    const cached = this.generatedCache.get(path);
    if (cached !== undefined) return cached;
    let generated = this.generatedClassifier().byPath(path);
    if (!generated && isCodeFile(path)) {
      const text = this.head.read(path);
      if (text !== undefined) generated = hasGeneratedHeader(text) || looksMinified(text);
    }
    this.generatedCache.set(path, generated);
    return generated;
  }

  private generatedClassifier(): GeneratedClassifier {
    if (!this.classifier) {
      const files = this.head.paths().filter((p) => p === '.gitattributes' || p.endsWith('/.gitattributes'));
      this.head.prefetch(files);
      const rules = files.flatMap((f) => {
        const dir = f.includes('/') ? f.slice(0, f.lastIndexOf('/')) : '';
        return parseGitattributes(this.head.read(f) ?? '', dir);
      });
      this.classifier = new GeneratedClassifier(rules, (p) => this.head.exists(p));
    }
    return this.classifier;
  }
}

/** A bundle on one or a few enormous lines is not source anyone reviews. */
function looksMinified(text: string): boolean {
  if (text.length < 20_000) return false;
  const lines = text.split('\n').length;
  return text.length / lines > 1000;
}
