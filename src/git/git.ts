import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Deadline, DeadlineExceeded, runBounded, startBounded } from './processes';
import type { MemoryTree } from './memory-source';
import { listingOf, lsTreeArgs, parseLsTree } from './ls-tree';
import { removeScratchDir, scratchDir } from './scratch';
import { TreeThread, type OfferedIndex, type TreeThreadRead } from './tree-thread';
import { BlobStore, isMediaFile, type BlobListing } from './tree-text';
import { isSafeRepoPath, type ReadAhead, type ReadAheadRequest, type TreeEntry, type TreeSource } from './tree-source';
import { alternations, containsWord, perlWordPatterns, WordMatcher } from './words';

export { containsWord } from './words';
export { isSafeRepoPath, type ReadAhead, type ReadAheadRequest, type TreeEntry, type TreeSource } from './tree-source';

/** A failure the user can act on: printed as one line, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const MAX_BUFFER = 512 * 1024 * 1024;

/**
 * The git repository the gate reads. Everything is read from git objects, never
 * from the working tree, so a local run and a CI run of the same revisions see the
 * same files, and symlinks are never followed.
 */
export class GitRepo implements TreeSource {
  readonly dir: string;
  /** Every git process of the run is killed at this deadline (`DeadlineExceeded`). */
  deadline: Deadline = Deadline.none();
  /** Whether this git can search with Perl-compatible regular expressions (asked once). */
  private pcre?: boolean;
  /** The blobs of the trees read whole (`wholeTree`), shared by them. */
  private readonly store = new BlobStore();
  /** Trees read whole, by revision; undefined: too large to hold, searched by git. */
  private readonly wholeTrees = new Map<string, WholeTree | undefined>();
  private readonly treeReads = new Map<string, Promise<WholeTree | undefined>>();
  /** The reads of blobs under way (`readingBlobs` of them), one after the other. */
  private blobReads: Promise<void> = Promise.resolve();
  private readingBlobs = 0;

  /** The listings of the trees being read whole, each as soon as git lists it (before the blobs are read). */
  private readonly treeListings = new Map<string, Promise<TreeEntry[] | undefined>>();

  /** The thread that reads the first whole tree (tree-thread.ts), once started. */
  private thread: TreeThread | undefined;

  private constructor(dir: string) {
    this.dir = dir;
  }

  /**
   * Starts the thread that will read the first tree read whole (a check's head), so that
   * its start-up passes while the revisions and the change are read. Without it, trees are
   * read on this thread.
   */
  startTreeThread(): void {
    this.thread ??= TreeThread.start(this.dir);
  }

  /**
   * Starts reading a tree whole on the tree thread (`startTreeThread`), under `deadline`,
   * so that git lists and reads it while this thread reads the change and the config; the
   * run's first search of it then joins this read. Nothing happens without the thread.
   */
  readTreeAhead(rev: string, deadline: Deadline): void {
    if (!this.thread || this.treeReads.has(rev)) return;
    const runs = this.deadline;
    this.deadline = deadline;
    void this.wholeTree(rev).catch(() => undefined);
    this.deadline = runs;
  }

  static open(dir: string): GitRepo {
    const abs = resolve(dir);
    if (!existsSync(abs) || !statSync(abs).isDirectory()) {
      throw new UsageError(`--repo ${dir}: no such directory`);
    }
    const probe = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: abs, encoding: 'utf8' });
    if (probe.error) {
      throw new UsageError(`git is not installed or not on PATH (${probe.error.message})`);
    }
    if (probe.status !== 0) {
      throw new UsageError(`${abs} is not a git repository (git rev-parse failed: ${firstLine(probe.stderr)})`);
    }
    return new GitRepo(probe.stdout.trim());
  }

  /**
   * Runs git and returns stdout; throws with git's own message on failure. `env` adds
   * variables for this one call (e.g. a credential as `GIT_CONFIG_*`, never in argv).
   */
  run(args: string[], input?: string, env?: NodeJS.ProcessEnv): string {
    return this.runBuffer(args, input, env).toString('utf8');
  }

  runBuffer(args: string[], input?: string | Buffer, env?: NodeJS.ProcessEnv): Buffer {
    const res = this.spawn(args, { input, env });
    if (res.error) throw new Error(`git ${args[0]} failed: ${res.error.message}`);
    if (res.status !== 0) {
      throw new GitError(`git ${args.join(' ')}: ${firstLine(res.stderr.toString('utf8')) || `exit ${res.status}`}`);
    }
    return res.stdout;
  }

  /** Runs git to its end under the run's deadline. */
  private spawn(args: string[], opts: { input?: string | Buffer; env?: NodeJS.ProcessEnv } = {}) {
    return runBounded(
      'git',
      ['-c', 'core.quotepath=off', ...args],
      {
        cwd: this.dir,
        input: opts.input,
        maxBuffer: MAX_BUFFER,
        env: { ...process.env, ...opts.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
      },
      this.deadline,
      `git ${args[0]}`,
    );
  }

  /** Resolves a revision to a commit SHA, or throws a UsageError naming it. */
  resolveCommit(rev: string, label: string): string {
    if (rev.startsWith('-')) throw new UsageError(`${label} ${rev}: not a revision`);
    try {
      return this.run(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]).trim();
    } catch {
      throw new UsageError(`${label} ${rev}: no such commit in ${this.dir}`);
    }
  }

  /**
   * Resolves revisions to commit SHAs in one `git cat-file --batch-check` (one process
   * for both ends of a change), or throws a UsageError naming the first that is not one.
   */
  resolveCommits(revs: readonly (readonly [rev: string, label: string])[]): string[] {
    for (const [rev, label] of revs) {
      if (rev === '' || rev.startsWith('-') || /[\r\n]/.test(rev))
        throw new UsageError(`${label} ${rev}: not a revision`);
    }
    const lines = this.run(
      ['cat-file', '--batch-check=%(objectname) %(objecttype)'],
      revs.map(([rev]) => `${rev}^{commit}\n`).join(''),
    ).split('\n');
    return revs.map(([rev, label], i) => {
      // "<sha> commit", or "<rev>^{commit} missing" / "… ambiguous"
      const [sha, type, ...rest] = (lines[i] ?? '').split(' ');
      if (type !== 'commit' || rest.length > 0 || !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)) {
        throw new UsageError(`${label} ${rev}: no such commit in ${this.dir}`);
      }
      return sha;
    });
  }

  tryResolve(rev: string): string | undefined {
    try {
      return this.run(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]).trim() || undefined;
    } catch {
      return undefined;
    }
  }

  mergeBase(a: string, b: string): string | undefined {
    try {
      return this.run(['merge-base', a, b]).trim() || undefined;
    } catch {
      return undefined;
    }
  }

  /** Every file of a tree with its mode and size (one `ls-tree` call). */
  listTree(rev: string): TreeEntry[] {
    return this.wholeTrees.get(rev)?.entries ?? parseLsTree(this.runBuffer(lsTreeArgs(rev)));
  }

  listPaths(rev: string, paths: string[]): TreeEntry[] | undefined {
    const whole = this.wholeTrees.get(rev);
    if (whole) return entriesAt(whole, paths);
    const args = lsPathsArgs(rev, paths);
    if (!args) return undefined;
    return args.length > 0 ? parseLsTree(this.runBuffer(args, undefined, { GIT_LITERAL_PATHSPECS: '1' })) : [];
  }

  /**
   * The listing, the files and the word search of `readAhead`, as three git processes
   * that run while the caller goes on: their output goes to files, not pipes, so that a
   * caller busy for a while (loading the TypeScript compiler) does not stall them.
   */
  async readAhead(rev: string, request: ReadAheadRequest): Promise<ReadAhead> {
    if (request.tree || request.words.length > 0) {
      // a failed read of the whole tree leaves the work to git, which reports what failed
      const reading = this.wholeTree(rev);
      if (request.tree && request.onListed) {
        const onListed = request.onListed;
        void this.treeListings.get(rev)?.then((entries) => entries && onListed(entries));
      }
      const whole = await reading.catch(() => undefined);
      if (whole) return this.readAheadIn(rev, whole, request);
    }
    const paths = request.paths.filter(isSafeRepoPath);
    const blobsJob = paths.length > 0 && !paths.some((p) => p.includes('\n'));
    const listArgs = request.tree ? lsTreeArgs(rev) : lsPathsArgs(rev, request.listPaths ?? []);
    // the patterns first: a failure there must not leave the other jobs unwatched
    const searches = request.words.length > 0 ? this.wordPatterns(request.words) : [];
    const [tree, blobs, ...greps] = await Promise.all([
      listArgs?.length ? this.runInBackground(listArgs) : undefined,
      blobsJob ? this.runInBackground(['cat-file', '--batch'], blobRequests(rev, paths, false)) : undefined,
      ...searches.map((search) => this.runInBackground(this.grepArgs(rev, search, []), undefined, true)),
    ]);
    const read = blobsJob ? parseBlobs(blobs!, rev, paths) : new Map<string, Buffer | undefined>();
    const wordFiles = this.wordFilesFrom(
      rev,
      request.words,
      greps.map((g) => g!.toString('utf8')),
      read,
    );
    return {
      entries: tree ? parseLsTree(tree) : [],
      listed: request.tree || (request.listPaths !== undefined && listArgs !== undefined),
      blobs: read,
      wordFiles,
    };
  }

  private readAheadIn(rev: string, whole: WholeTree, request: ReadAheadRequest): ReadAhead {
    const listing = request.tree ? whole.entries : request.listPaths ? entriesAt(whole, request.listPaths) : [];
    return {
      entries: listing,
      listed: request.tree || request.listPaths !== undefined,
      blobs: this.blobsIn(rev, whole, request.paths),
      wordFiles: wordFilesIn(whole, request.words),
    };
  }

  /**
   * The tree's listing and every blob of it: the listing now (a few tens of milliseconds),
   * the blobs in the background, in one `git cat-file --batch` that runs while the caller
   * loads the TypeScript compiler (blobs another tree read already are not read again);
   * undefined when it is too large to hold (`TREE_TEXT_MAX_BYTES`). Searches and reads of
   * the tree are then answered here.
   */
  private wholeTree(rev: string): Promise<WholeTree | undefined> {
    let job = this.treeReads.get(rev);
    if (!job) {
      job = this.readWholeTree(rev).then((tree) => {
        this.wholeTrees.set(rev, tree);
        return tree;
      });
      this.treeReads.set(rev, job);
    }
    return job;
  }

  private readWholeTree(rev: string): Promise<WholeTree | undefined> {
    // The first tree of a run is read on another thread where one can start (tree-thread.ts):
    // there git lists and reads it and its word index is built, all while this thread loads
    // the compiler. A thread that fails leaves the read to this one (git then says what failed).
    const thread = this.readingBlobs === 0 && this.store.isEmpty ? this.thread?.read(rev, this.deadline) : undefined;
    // the thread's listing, parsed as soon as it comes (while git reads the blobs there)
    const listing = thread?.listed.then((lsTree) => (lsTree ? listingOf(lsTree) : undefined));
    const read = thread
      ? thread.read.then(
          async (answer) => this.heldFromThread(answer, await listing, thread.index),
          (err: unknown) => {
            if (err instanceof DeadlineExceeded) throw err;
            return this.readWholeTreeHere(rev);
          },
        )
      : this.readWholeTreeHere(rev, this.readingBlobs === 0 ? undefined : this.blobReads);
    this.treeListings.set(
      rev,
      (listing ?? Promise.resolve(undefined)).then(
        async (listed) => listed?.entries ?? (await read.catch(() => undefined))?.entries,
      ),
    );
    // Started now where no read is under way (not in a callback, which would run only
    // once the caller's work is done); else after it, so that a blob two trees share is
    // read once.
    this.readingBlobs++;
    this.blobReads = read.then(
      () => void this.readingBlobs--,
      () => void this.readingBlobs--,
    );
    return read;
  }

  /** The tree the reader's thread listed and read: its blobs join the store, its index is the tree's. */
  private heldFromThread(
    answer: TreeThreadRead,
    listing: BlobListing | undefined,
    index: OfferedIndex,
  ): WholeTree | undefined {
    if (answer.kind !== 'read' || !listing) return undefined;
    const files = this.store.adopt(listing, bytes(answer.blobs), answer.places);
    files.offerIndex(index);
    return { entries: listing.entries, files };
  }

  /** The tree read on this thread: listed now, its blobs read once `after` (another read of blobs) is done. */
  private readWholeTreeHere(rev: string, after?: Promise<void>): Promise<WholeTree | undefined> {
    // Listed now: a listing that waited for the event loop would start the read of the
    // blobs only after the compiler has loaded.
    let lsTree: Buffer;
    try {
      lsTree = this.runBuffer(lsTreeArgs(rev));
    } catch (err) {
      return Promise.reject(err as Error);
    }
    const readBlobs = async (): Promise<WholeTree | undefined> => {
      const request = this.store.request(lsTree);
      if (request === undefined) return undefined;
      const blobs = request.length > 0 ? this.runInBackground(['cat-file', '--batch', '--buffer'], request) : undefined;
      blobs?.catch(() => undefined); // awaited below, once the listing is parsed
      // The listing is parsed while git reads the blobs: once the caller's work in hand (the
      // compiler's load) is done, not before it.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const listing = listingOf(lsTree);
      if (blobs) this.store.add(await blobs);
      return this.held(listing);
    };
    return after ? after.then(readBlobs) : readBlobs();
  }

  /**
   * `wholeTree` now, for a search that cannot wait (the blobs another tree read already
   * are not read again): undefined (git searches) while a read of blobs is under way,
   * whose blobs would otherwise be read twice.
   */
  private wholeTreeNow(rev: string): WholeTree | undefined {
    if (this.wholeTrees.has(rev)) return this.wholeTrees.get(rev);
    if (this.readingBlobs > 0) return undefined;
    const lsTree = this.runBuffer(lsTreeArgs(rev));
    const request = this.store.request(lsTree);
    if (request?.length) this.store.add(this.runBuffer(['cat-file', '--batch', '--buffer'], request));
    const tree = request === undefined ? undefined : this.held(listingOf(lsTree));
    this.wholeTrees.set(rev, tree);
    this.treeReads.set(rev, Promise.resolve(tree));
    return tree;
  }

  /** The tree of a listing whose blobs the store holds. */
  private held(listing: BlobListing): WholeTree {
    return { entries: listing.entries, files: this.store.tree(listing) };
  }

  private runInBackground(args: string[], input?: string | Buffer, noMatchIsEmpty = false): Promise<Buffer> {
    const dir = scratchDir();
    const file = join(dir, 'out');
    const fd = openSync(file, 'w');
    // The input from a file too: a pipe takes 64 KiB, and the rest would wait for the
    // caller's event loop (a whole tree's object ids are ~40 bytes each).
    let inFd: number | 'ignore' = 'ignore';
    if (input !== undefined) {
      writeFileSync(join(dir, 'in'), input);
      inFd = openSync(join(dir, 'in'), 'r');
    }
    const deadline = this.deadline;
    return new Promise<Buffer>((resolvePromise, reject) => {
      const what = `git ${args[0]}`;
      let settled = false;
      const settle = (outcome: () => Buffer) => {
        if (settled) return;
        settled = true;
        try {
          resolvePromise(outcome());
        } catch (err) {
          reject(err as Error);
        }
      };
      const child = startBounded(
        'git',
        ['-c', 'core.quotepath=off', ...args],
        {
          cwd: this.dir,
          stdio: [inFd, fd, 'pipe'],
          // paths after `--` are names, never patterns (`listPaths`)
          env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', GIT_LITERAL_PATHSPECS: '1' },
        },
        deadline,
        () =>
          settle(() => {
            throw new DeadlineExceeded(what);
          }),
      );
      let stderr = '';
      child.stderr?.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
      child.on('error', (err) =>
        settle(() => {
          throw new Error(`git ${args[0]} failed: ${err.message}`);
        }),
      );
      child.on('close', (code) =>
        settle(() => {
          if (deadline.passed()) throw new DeadlineExceeded(what);
          if (code === 0) return readFileSync(file);
          if (code === 1 && noMatchIsEmpty) return Buffer.alloc(0);
          throw new GitError(`git ${args[0]}: ${firstLine(stderr) || `exit ${code}`}`);
        }),
      );
    }).finally(() => {
      closeSync(fd);
      if (inFd !== 'ignore') closeSync(inFd);
      removeScratchDir(dir);
    });
  }

  /** The searches that find these words (see `perlWordPatterns`, `alternations`). */
  private wordPatterns(words: string[]): { perl: boolean; pattern: string }[] {
    const perl = this.hasPerlRegex();
    return (perl ? perlWordPatterns(words) : alternations(words)).map((pattern) => ({ perl, pattern }));
  }

  /**
   * One thread per search: the searches of a run go with others (head and base at once)
   * and with the main thread's parsing, and on two cores a second thread of its own made
   * a search slower, not faster.
   */
  private grepArgs(rev: string, search: { perl: boolean; pattern: string }, pathspecs: string[]): string[] {
    const syntax = search.perl ? ['-P'] : ['-E', '-w'];
    return [
      'grep',
      '--threads=1',
      '-o',
      '-z',
      '-I',
      ...syntax,
      '--full-name',
      '-e',
      search.pattern,
      rev,
      '--',
      ...pathspecs,
    ];
  }

  /** Whether this git was built with PCRE (`git grep -P`); asked once per repository. */
  private hasPerlRegex(): boolean {
    if (this.pcre === undefined) {
      const probe = this.spawn(['grep', '-q', '-P', '-e', '(?<!a)b', '--no-index', '--', 'agent-gate-pcre-probe']);
      // 1: no match (PCRE works); 128: "cannot use Perl-compatible regexes" or no such path
      this.pcre = probe.status === 1 || (probe.status === 128 && !/perl|pcre/i.test(probe.stderr.toString('utf8')));
    }
    return this.pcre;
  }

  /** Reads many blobs in one `git cat-file --batch` call. Missing paths map to undefined. */
  readBlobs(rev: string, paths: string[]): Map<string, Buffer | undefined> {
    const whole = this.wholeTrees.get(rev);
    if (whole) return this.blobsIn(rev, whole, paths);
    return this.readBlobsFromGit(rev, paths);
  }

  /** Blobs of a tree held in memory; its media files (not held: `isMediaFile`) from git. */
  private blobsIn(rev: string, whole: WholeTree, paths: string[]): Map<string, Buffer | undefined> {
    const out = new Map(paths.map((p) => [p, isSafeRepoPath(p) ? whole.files.file(p)?.data : undefined]));
    const media = paths.filter((p) => out.get(p) === undefined && isMediaFile(p) && isSafeRepoPath(p));
    if (media.length > 0) for (const [p, blob] of this.readBlobsFromGit(rev, media)) out.set(p, blob);
    return out;
  }

  private readBlobsFromGit(rev: string, paths: string[]): Map<string, Buffer | undefined> {
    const result = new Map<string, Buffer | undefined>();
    for (const p of paths.filter((p) => !isSafeRepoPath(p))) result.set(p, undefined);
    paths = paths.filter(isSafeRepoPath);
    if (paths.length === 0) return result;
    // A path may legally contain a newline; newline-separated requests would then shift
    // every later answer onto the wrong file, so such batches are NUL-separated (git 2.38+).
    const nul = paths.some((p) => p.includes('\n'));
    const out = this.runBuffer(['cat-file', '--batch', ...(nul ? ['-z'] : [])], blobRequests(rev, paths, nul));
    for (const [path, blob] of parseBlobs(out, rev, paths)) result.set(path, blob);
    return result;
  }

  /**
   * Files of a tree that contain any of the words (fixed strings, whole words).
   * This is the cheap name search rules use before parsing anything beyond the diff.
   */
  grepFiles(rev: string, words: string[], pathspecs: string[] = []): string[] {
    if (words.length === 0) return [];
    const args = ['grep', '--threads=1', '-l', '-I', '-F', '-w', '--full-name'];
    for (const w of words) args.push('-e', w);
    args.push(rev, '--', ...pathspecs);
    const res = this.spawn(args);
    if (res.status === 1) return []; // no match
    if (res.status !== 0) throw new GitError(`git grep: ${firstLine(res.stderr.toString('utf8'))}`);
    const prefix = `${rev}:`;
    return res.stdout
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => (line.startsWith(prefix) ? line.slice(prefix.length) : line));
  }

  /**
   * For each word, the files of a tree that contain it as a whole word: a few `git grep -o`
   * for many words, instead of one search per word. A file counts for a word also when the
   * word only occurs inside a longer word of the set (`checkout` in `routes/checkout`).
   */
  grepWordFiles(rev: string, words: string[], pathspecs: string[] = []): Map<string, Set<string>> {
    if (words.length === 0) return new Map();
    const whole = pathspecs.length === 0 ? this.wholeTreeNow(rev) : undefined;
    if (whole) return wordFilesIn(whole, words);
    const outputs: string[] = [];
    for (const pattern of this.wordPatterns(words)) {
      const res = this.spawn(this.grepArgs(rev, pattern, pathspecs));
      if (res.status === 1) continue; // no match
      if (res.status !== 0) throw new GitError(`git grep: ${firstLine(res.stderr.toString('utf8'))}`);
      outputs.push(res.stdout.toString('utf8'));
    }
    return this.wordFilesFrom(rev, words, outputs);
  }

  /**
   * The files of each word, from the output of `git grep -o -z` for the words' alternations.
   * `read`: files read already, where the files this reads to check a word are added (a
   * background read hands them to the caller, who would otherwise read them again).
   */
  private wordFilesFrom(
    rev: string,
    words: string[],
    outputs: string[],
    read = new Map<string, Buffer | undefined>(),
  ): Map<string, Set<string>> {
    const result = new Map<string, Set<string>>(words.map((w) => [w, new Set<string>()]));
    const prefix = `${rev}:`;
    const matcher = new WordMatcher(words);
    // `-o` prints one match per position and goes on after its end: a word that starts
    // inside a match without being contained in it (`b/c` after `a/b` in `a/b/c`) is
    // not printed. Such files are checked for the word directly.
    const unsure = new Map<string, Set<string>>();
    for (const line of outputs.flatMap((o) => o.split('\n'))) {
      // `-z`: "<rev>:<path>\0<match>", whatever characters the path and the match hold.
      const nul = line.indexOf('\0');
      if (nul < 0) continue;
      const file = line.startsWith(prefix) ? line.slice(prefix.length, nul) : line.slice(0, nul);
      const { inner, overlapping } = matcher.match(line.slice(nul + 1));
      for (const w of inner) result.get(w)?.add(file);
      for (const w of overlapping) {
        if (!unsure.has(file)) unsure.set(file, new Set());
        unsure.get(file)!.add(w);
      }
    }
    const toCheck = [...unsure].filter(([file, ws]) => [...ws].some((w) => !result.get(w)?.has(file)));
    const unread = toCheck.map(([file]) => file).filter((file) => !read.has(file));
    if (unread.length > 0) for (const [file, blob] of this.readBlobs(rev, unread)) read.set(file, blob);
    for (const [file, ws] of toCheck) {
      const text = read.get(file)?.toString('utf8') ?? '';
      for (const w of ws) if (!result.get(w)?.has(file) && containsWord(text, w)) result.get(w)?.add(file);
    }
    return result;
  }
}

/** A tree read whole: its listing and its files (`GitRepo.wholeTree`). */
interface WholeTree {
  entries: TreeEntry[];
  files: MemoryTree;
}

function wordFilesIn(whole: WholeTree, words: string[]): Map<string, Set<string>> {
  return new Map([...whole.files.search(words)].map(([word, files]) => [word, new Set(files)]));
}

/** The entries of these paths (a path not in the tree is left out). */
function entriesAt(whole: WholeTree, paths: string[]): TreeEntry[] {
  const wanted = new Set(paths);
  return whole.entries.filter((e) => wanted.has(e.path));
}

/** Longest list of paths `listPaths` passes to git on its command line. */
const MAX_LISTED_PATH_CHARS = 100_000;

/** `ls-tree` of some paths ([]: nothing to list), or undefined when they are too long to pass. */
function lsPathsArgs(rev: string, paths: string[]): string[] | undefined {
  const safe = paths.filter(isSafeRepoPath);
  if (safe.reduce((n, p) => n + p.length + 1, 0) > MAX_LISTED_PATH_CHARS) return undefined;
  return safe.length > 0 ? [...lsTreeArgs(rev), '--', ...safe] : [];
}

function blobRequests(rev: string, paths: string[], nul: boolean): string {
  const sep = nul ? '\0' : '\n';
  return paths.map((p) => `${rev}:${p}`).join(sep) + sep;
}

/** The answers of `git cat-file --batch` to `blobRequests`, by path (undefined: not a blob). */
function parseBlobs(out: Buffer, rev: string, paths: string[]): Map<string, Buffer | undefined> {
  const result = new Map<string, Buffer | undefined>();
  const requests = paths.map((p) => `${rev}:${p}`);
  let offset = 0;
  for (let i = 0; i < paths.length; i++) {
    const path = paths[i];
    // "<request> missing" echoes the request (which may hold a newline); match it whole.
    const failed = [' missing\n', ' ambiguous\n'].map((s) => Buffer.from(requests[i] + s, 'utf8'));
    const echo = failed.find((b) => out.subarray(offset, offset + b.length).equals(b));
    if (echo) {
      result.set(path, undefined);
      offset += echo.length;
      continue;
    }
    const nl = out.indexOf(0x0a, offset);
    if (nl < 0) throw new GitError(`git cat-file: truncated answer for ${rev}:${path}`);
    const header = out.subarray(offset, nl).toString('utf8');
    offset = nl + 1;
    const [, type, sizeText] = header.split(' ');
    if (sizeText === undefined && (type === 'missing' || type === 'ambiguous')) {
      // e.g. a submodule's commit, answered by object id rather than by the request
      result.set(path, undefined);
      continue;
    }
    const size = Number(sizeText);
    if (!Number.isFinite(size)) throw new GitError(`git cat-file: unexpected answer "${header}" for ${rev}:${path}`);
    const body = out.subarray(offset, offset + size);
    offset += size + 1;
    result.set(path, type === 'blob' ? Buffer.from(body) : undefined);
  }
  return result;
}

export class GitError extends Error {
  override name = 'GitError';
}

function firstLine(text: string | undefined): string {
  return (text ?? '').trim().split('\n')[0] ?? '';
}

/** True when `git` can be run at all (used by entry points for a clear message). */
export function gitAvailable(): boolean {
  try {
    execFileSync('git', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A buffer over the bytes of another thread's answer (shared memory, not copied). */
function bytes(b: Uint8Array): Buffer {
  return Buffer.from(b.buffer, b.byteOffset, b.length);
}
