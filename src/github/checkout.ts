import { GitError, GitRepo, UsageError } from '../git/git';

export class CheckoutError extends Error {
  override name = 'CheckoutError';
}

export interface FetchAuth {
  token?: string;
  /** `GITHUB_SERVER_URL`, whose host the token is sent to. */
  serverUrl?: string;
}

export const CHECKOUT_HINT =
  'add `- uses: actions/checkout@v4` with `fetch-depth: 0` before agent-gate (and, for pull_request_target, `ref: ${{ github.event.pull_request.head.sha }}`)';

/** True when `dir` is inside a git repository that git can open. */
export function hasCheckout(dir: string): boolean {
  try {
    GitRepo.open(dir);
    return true;
  } catch (err) {
    if (err instanceof UsageError) return false;
    throw err;
  }
}

/**
 * Makes sure the repository at `dir` has the pull request's base and head commits with
 * their history, so `git diff base...head` sees what GitHub shows. actions/checkout
 * makes a one-commit clone of the merge commit by default: fetch what is missing.
 */
export function ensureRevisions(dir: string, shas: string[], auth: FetchAuth, log: (m: string) => void): GitRepo {
  let repo: GitRepo;
  try {
    repo = GitRepo.open(dir);
  } catch (err) {
    if (err instanceof UsageError) throw new CheckoutError(`no git checkout at ${dir}: ${CHECKOUT_HINT}.`);
    throw err;
  }
  const missing = shas.filter((sha) => !repo.tryResolve(sha));
  const shallow = repo.run(['rev-parse', '--is-shallow-repository']).trim() === 'true';
  if (missing.length === 0 && !shallow) return repo;

  log(
    `fetching ${missing.length > 0 ? `missing commits ${missing.map((s) => s.slice(0, 7)).join(', ')}` : 'the history'}${shallow ? ' (the checkout is shallow)' : ''}`,
  );
  const args = ['fetch', '--no-tags', '--quiet', ...(shallow ? ['--unshallow'] : []), 'origin', ...shas];
  try {
    repo.run(args, undefined, authEnv(repo, auth));
  } catch (err) {
    if (!(err instanceof GitError)) throw err;
    throw new CheckoutError(`could not fetch the pull request's commits (${err.message}): ${CHECKOUT_HINT}.`);
  }
  const still = shas.filter((sha) => !repo.tryResolve(sha));
  if (still.length > 0) {
    throw new CheckoutError(`commits ${still.join(', ')} are not in the checkout after fetching: ${CHECKOUT_HINT}.`);
  }
  return repo;
}

/**
 * The token as an HTTP header for this one fetch, unless actions/checkout already
 * persisted credentials (a second Authorization header makes GitHub refuse the fetch).
 * It goes through git's environment config (`GIT_CONFIG_COUNT`/`_KEY_0`/`_VALUE_0`),
 * not `-c` on the command line, which any user of the machine can read in the process list.
 */
export function authEnv(repo: GitRepo, auth: FetchAuth): NodeJS.ProcessEnv | undefined {
  if (!auth.token || !auth.serverUrl) return undefined;
  let configured = '';
  try {
    configured = repo.run(['config', '--get-regexp', '^http\\..*\\.extraheader$']);
  } catch {
    configured = ''; // exit 1: no such setting
  }
  if (configured.trim()) return undefined;
  const basic = Buffer.from(`x-access-token:${auth.token}`).toString('base64');
  return {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: `http.${auth.serverUrl.replace(/\/+$/, '')}/.extraheader`,
    GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${basic}`,
  };
}
