// What a source of trees answers (a git repository, trees fetched from the API, trees
// built in memory): the interface the workspace reads through.
import type { Deadline } from './processes';

export interface TreeEntry {
  path: string;
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  size: number;
}

/**
 * Where the trees a run compares come from: a git repository (`GitRepo`), or, when the
 * Action runs without a checkout, the pull request's trees fetched from the API. A
 * revision is a commit id the source knows; paths are repository-relative.
 */
export interface TreeSource {
  /** When the run must end: a source that runs processes kills them then (`DeadlineExceeded`). */
  deadline?: Deadline;
  /** Every blob, symlink and gitlink of the revision's tree. */
  listTree(rev: string): TreeEntry[];
  /**
   * Optional: the entries of these paths of the revision's tree (a path not in it is left
   * out), or undefined when they are too many to ask for by name.
   */
  listPaths?(rev: string, paths: string[]): TreeEntry[] | undefined;
  /** Contents of files of the revision; a path that is not a blob maps to undefined. */
  readBlobs(rev: string, paths: string[]): Map<string, Buffer | undefined>;
  /** Files that contain any of the words (fixed strings, whole words), optionally limited by git pathspecs. */
  grepFiles(rev: string, words: string[], pathspecs?: string[]): string[];
  /**
   * For each word, the files that contain it as a whole word. A file also counts for a
   * word that occurs only inside a longer word of the set (`checkout` in `routes/checkout`).
   */
  grepWordFiles(rev: string, words: string[], pathspecs?: string[]): Map<string, Set<string>>;
  /**
   * Optional: reads the tree's listing, some files and the files of some words in the
   * background (while the caller loads or parses), with the answers of the methods above.
   */
  readAhead?(rev: string, request: ReadAheadRequest): Promise<ReadAhead>;
}

export interface ReadAheadRequest {
  /** List the tree (`entries` is empty when false, but for `listPaths`). */
  tree: boolean;
  /** When `tree` is false: list these paths only (see `TreeSource.listPaths`). */
  listPaths?: string[];
  paths: string[];
  words: string[];
  /**
   * With `tree`: called with the tree's listing as soon as it is known, before the files
   * are read (where the source reads them after listing the tree).
   */
  onListed?: (entries: TreeEntry[]) => void;
}

export interface ReadAhead {
  entries: TreeEntry[];
  /** The listing asked for was made (`listPaths` may be too long to ask for). */
  listed: boolean;
  /** The files asked for, and those read to check a word's matches. */
  blobs: Map<string, Buffer | undefined>;
  wordFiles: Map<string, Set<string>>;
}

/**
 * A repository-relative path with no ".", ".." or empty segments and no NUL. git accepts
 * hand-made trees with such entries, and `rev:../x` would then name a path outside the tree.
 */
export function isSafeRepoPath(path: string): boolean {
  if (path === '' || path.includes('\0') || path.startsWith('/')) return false;
  return path.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}
