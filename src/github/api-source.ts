import parseDiff from 'parse-diff';
import {
  ChangeSet,
  lineFacts,
  textPatchOfBinary,
  type ChangeStatus,
  type ChangedFile,
  type CommitInfo,
} from '../git/changeset';
import {
  ByteBudget,
  MemoryTree,
  MemoryTreeSource,
  TreeLoadError,
  isBinary,
  type MemoryFile,
} from '../git/memory-source';
import { readTarball } from '../git/tarball';
import { isSourcePath } from '../git/text';
import { CHECKOUT_HINT, CheckoutError } from './checkout';
import { apiFailure } from './errors';
import type { GitHubClient } from './octokit';

/** GitHub's files API lists at most this many files of a pull request. */
export const MAX_API_FILES = 3000;
/** What the head and merge-base trees may take in memory together, uncompressed. */
export const DEFAULT_MAX_TREE_BYTES = 1024 ** 3;

export interface PullRequestRef {
  owner: string;
  repo: string;
  number: number;
  /** The pull request's base commit (the event's `base.sha`): the config is read there. */
  baseSha: string;
  headSha: string;
  headRef?: string;
}

export interface ApiSourceOptions {
  /** Where the config may be, read at the base commit (all candidates). */
  configPaths: readonly string[];
  maxTreeBytes?: number;
}

/** One entry of `GET /repos/{owner}/{repo}/pulls/{number}/files`, as far as the gate reads it. */
export interface ApiFile {
  filename: string;
  status: string;
  previous_filename?: string;
  patch?: string;
  additions?: number;
  deletions?: number;
  changes?: number;
}

export interface ApiPullRequest {
  source: MemoryTreeSource;
  changes: ChangeSet;
}

/**
 * The pull request read from the REST API, for a job without a checkout: its files and
 * patches, commits and merge base, the head and merge-base trees from tarballs, and the
 * base commit's config files. The result is what `buildChangeSet` and `GitRepo` give
 * for a checkout of the same commits.
 */
export async function readPullRequestFromApi(
  client: GitHubClient,
  pr: PullRequestRef,
  opts: ApiSourceOptions,
): Promise<ApiPullRequest> {
  const { owner, repo, number } = pr;
  const label = `pull request #${number}`;
  const pull = await api(`read ${label}`, () => client.rest.pulls.get({ owner, repo, pull_number: number }));
  if (pull.data.head.sha !== pr.headSha) {
    throw new CheckoutError(
      `${label} moved on to ${short(pull.data.head.sha)} since this event (${short(pr.headSha)}); the run for the new head analyses it`,
    );
  }
  const expected = pull.data.changed_files;
  if (expected > MAX_API_FILES) throw tooManyFiles(label, expected);
  const files = (await api(`list the files of ${label}`, () =>
    client.paginate(client.rest.pulls.listFiles, { owner, repo, pull_number: number, per_page: 100 }),
  )) as ApiFile[];
  if (files.length < expected) {
    throw new CheckoutError(
      `GitHub listed ${files.length} of the ${expected} files of ${label}, so the change cannot be read in full from the API: ${CHECKOUT_HINT}.`,
    );
  }

  const compare = await api(`compare the base and head of ${label}`, () =>
    client.rest.repos.compareCommitsWithBasehead({
      owner,
      repo,
      basehead: `${pr.baseSha}...${pr.headSha}`,
      per_page: 1,
    }),
  );
  const notes: string[] = [];
  let base = compare.data.merge_base_commit?.sha;
  if (!base) {
    base = pr.baseSha;
    notes.push(
      `The base ${short(pr.baseSha)} shares no history with the head ${short(pr.headSha)}; compared the two trees directly.`,
    );
  } else if (base !== pr.baseSha) {
    notes.push(`Compared with the merge base ${short(base)} of ${short(pr.baseSha)} and ${short(pr.headSha)}.`);
  }

  const commits = await api(`list the commits of ${label}`, () =>
    client.paginate(client.rest.pulls.listCommits, { owner, repo, pull_number: number, per_page: 100 }),
  );

  const budget = new ByteBudget(opts.maxTreeBytes ?? DEFAULT_MAX_TREE_BYTES);
  const source = new MemoryTreeSource();
  const headTree = await downloadTree(client, pr, pr.headSha, budget, `the head tree (${short(pr.headSha)})`);
  source.add(pr.headSha, headTree);
  const baseTree =
    base === pr.headSha
      ? headTree
      : await downloadTree(client, pr, base, budget, `the merge-base tree (${short(base)})`, headTree);
  source.add(base, baseTree);
  if (!source.has(pr.baseSha)) {
    source.add(pr.baseSha, await readConfigFiles(client, pr, opts.configPaths));
  }

  const changed = changedFiles(files, headTree, baseTree, notes);
  const commitInfos: CommitInfo[] = commits
    .map((c) => ({
      sha: c.sha,
      authorName: c.commit.author?.name ?? '',
      authorEmail: c.commit.author?.email ?? '',
      committerName: c.commit.committer?.name ?? undefined,
      committerEmail: c.commit.committer?.email ?? undefined,
      message: c.commit.message,
    }))
    // git log order, newest first, as buildChangeSet reads them
    .reverse();
  const changes = new ChangeSet({
    base,
    requestedBase: pr.baseSha,
    head: pr.headSha,
    headBranch: pr.headRef,
    files: changed,
    commits: commitInfos,
    notes,
  });
  return { source, changes };
}

const STATUS: Record<string, ChangeStatus> = {
  added: 'added',
  removed: 'deleted',
  modified: 'modified',
  renamed: 'renamed',
  copied: 'copied',
  changed: 'modified',
  unchanged: 'modified',
};

/**
 * The files API's entries as `ChangedFile`s, with the new-code lines `buildChangeSet`
 * would give. A text file GitHub sends no patch for (its diff is too large to show) is
 * compared as rewritten: every head line is added and every base line removed, so the
 * move detection keeps lines the base also has from counting as new code, and rules still
 * look at the file. A note says so.
 */
export function changedFiles(files: ApiFile[], head: MemoryTree, base: MemoryTree, notes: string[]): ChangedFile[] {
  const chunks = new Map<string, parseDiff.Chunk[]>();
  const entries = files.map((f) => {
    const status = STATUS[f.status] ?? 'modified';
    const oldPath =
      (status === 'renamed' || status === 'copied') && f.previous_filename ? f.previous_filename : undefined;
    const headFile = status === 'deleted' ? undefined : head.files.get(f.filename);
    const baseFile = status === 'added' ? undefined : base.files.get(oldPath ?? f.filename);
    const submodule = !!f.patch && isSubmodulePatch(f.patch);
    const symlink = headFile?.mode === '120000' || baseFile?.mode === '120000';
    const typechange =
      status === 'modified' &&
      !!headFile &&
      !!baseFile &&
      (headFile.mode === '120000') !== (baseFile.mode === '120000');
    // UTF-16 text with a byte-order mark, source code with a NUL byte: GitHub, like git, sends it as binary.
    const bomText =
      !f.patch && !submodule ? textPatchOfBinary(baseFile?.data, headFile?.data, isSourcePath(f.filename)) : undefined;
    const binary = !f.patch && !submodule && !bomText && [headFile, baseFile].some((x) => x && isBinary(x.data));
    if (bomText) {
      chunks.set(f.filename, bomText.chunks);
    } else if (f.patch) {
      chunks.set(f.filename, parseDiff(f.patch)[0]?.chunks ?? []);
    } else if (!binary && !submodule && (f.changes ?? 1) > 0) {
      const rewritten = wholeFileChunk(headFile, baseFile);
      if (rewritten) {
        chunks.set(f.filename, [rewritten]);
        notes.push(
          `GitHub sent no diff for ${f.filename} (too large to show); compared it as rewritten: its lines that the base does not have count as new.`,
        );
      }
    }
    if (submodule) {
      notes.push(`The submodule ${f.filename} changed (${status}); its contents are not analysed by this run.`);
    } else if (status !== 'deleted' && !headFile) {
      notes.push(
        `${f.filename} is in the pull request but not in the head tarball (export-ignore in .gitattributes?); it is not analysed.`,
      );
    }
    return { f, status: typechange ? ('typechange' as const) : status, oldPath, submodule, symlink, binary };
  });
  const lines = lineFacts(chunks);
  return entries.map(({ f, status, oldPath, submodule, symlink, binary }) => ({
    path: f.filename,
    oldPath,
    status,
    binary,
    submodule,
    symlink,
    ...(lines.get(f.filename) ?? { addedLines: [], removedLines: [], newCodeLines: [], hunks: [] }),
  }));
}

/** A gitlink's patch: only "Subproject commit <sha>" lines change. */
function isSubmodulePatch(patch: string): boolean {
  const changed = patch.split('\n').filter((l) => /^[-+]/.test(l));
  return changed.length > 0 && changed.every((l) => /^[-+]Subproject commit [0-9a-f]{40}/.test(l));
}

/** One chunk that removes every base line and adds every head line. */
function wholeFileChunk(head: MemoryFile | undefined, base: MemoryFile | undefined): parseDiff.Chunk | undefined {
  const headLines = linesOf(head);
  const baseLines = linesOf(base);
  if (headLines.length === 0 && baseLines.length === 0) return undefined;
  const changes: parseDiff.Change[] = [
    ...baseLines.map((text, i): parseDiff.DeleteChange => ({ type: 'del', del: true, ln: i + 1, content: `-${text}` })),
    ...headLines.map((text, i): parseDiff.AddChange => ({ type: 'add', add: true, ln: i + 1, content: `+${text}` })),
  ];
  return {
    content: '',
    changes,
    oldStart: baseLines.length > 0 ? 1 : 0,
    oldLines: baseLines.length,
    newStart: headLines.length > 0 ? 1 : 0,
    newLines: headLines.length,
  };
}

function linesOf(file: MemoryFile | undefined): string[] {
  if (!file || file.data.length === 0) return [];
  const lines = file.data.toString('utf8').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

async function downloadTree(
  client: GitHubClient,
  pr: PullRequestRef,
  sha: string,
  budget: ByteBudget,
  label: string,
  dedupeWith?: MemoryTree,
): Promise<MemoryTree> {
  const res = await api(`download ${label}`, () =>
    client.rest.repos.downloadTarballArchive({ owner: pr.owner, repo: pr.repo, ref: sha }),
  );
  const data = res.data as unknown;
  if (!(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data)) {
    throw new CheckoutError(`could not download ${label}: GitHub answered with no archive`);
  }
  const bytes =
    data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  try {
    return await readTarball(bytes, { budget, label, dedupeWith });
  } catch (err) {
    if (err instanceof TreeLoadError) throw new CheckoutError(`${err.message}: ${CHECKOUT_HINT}.`);
    throw err;
  }
}

/**
 * The config candidates at the pull request's base commit, from the contents API: the
 * gate's config always comes from the base branch, never from the head. A symlink reads
 * as its target's path, never as the file it points to (the contents API follows
 * symlinks; git does not).
 */
async function readConfigFiles(
  client: GitHubClient,
  pr: PullRequestRef,
  paths: readonly string[],
): Promise<MemoryTree> {
  const files = new Map<string, MemoryFile>();
  for (const path of paths) {
    let data: unknown;
    try {
      ({ data } = await client.rest.repos.getContent({ owner: pr.owner, repo: pr.repo, path, ref: pr.baseSha }));
    } catch (err) {
      if (apiFailure(err)?.status === 404) continue;
      throw apiError(`read ${path} at the base ${short(pr.baseSha)}`, err);
    }
    const entry = data as { type?: string; path?: string; content?: string; encoding?: string; target?: string };
    if (entry.type === 'symlink' || (entry.type === 'file' && entry.path !== path)) {
      files.set(path, { mode: '120000', data: Buffer.from(entry.target ?? entry.path ?? '', 'utf8') });
    } else if (entry.type === 'file' && entry.encoding === 'base64' && typeof entry.content === 'string') {
      files.set(path, { mode: '100644', data: Buffer.from(entry.content, 'base64') });
    } else if (entry.type === 'file') {
      throw new CheckoutError(`${path} at the base ${short(pr.baseSha)} is too large to read from the API`);
    }
  }
  return new MemoryTree(files, false);
}

async function api<T>(doing: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw apiError(doing, err);
  }
}

function apiError(doing: string, err: unknown): Error {
  const failure = apiFailure(err);
  if (!failure) return err instanceof Error ? err : new Error(String(err));
  // Octokit appends the documentation URL to the message: say the status in GitHub's words.
  const said = `${failure.status} ${failure.message.split('\n')[0].replace(/ - https?:\/\/\S+$/, '')}`;
  const advice =
    failure.status === 401
      ? 'the token is invalid or expired'
      : 'without a checkout agent-gate needs `contents: read` and `pull-requests: read`';
  return new CheckoutError(
    `no checkout, and could not ${doing} from the API (${said}): ${advice}; or ${CHECKOUT_HINT}.`,
  );
}

function tooManyFiles(label: string, count: number): CheckoutError {
  return new CheckoutError(
    `${label} changes ${count} files; GitHub's files API lists at most ${MAX_API_FILES.toLocaleString('en-US')}, so it cannot be read without a checkout: ${CHECKOUT_HINT}.`,
  );
}

function short(sha: string): string {
  return sha.slice(0, 7);
}
