import { execFileSync } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A GitHub REST API on 127.0.0.1 that implements the endpoints the Action uses, with
 * GitHub's behaviour where it matters: 422 for a review comment on a line outside the
 * diff, 65,536-character bodies, Link-header pagination, 403 for writes with a read-only
 * token, and 403 + retry-after for secondary rate limits. With `gitDir` set, it also
 * serves what the Action reads without a checkout from that real repository: compare
 * (merge base), contents at a ref, and tarballs (a 302 to a codeload-like path that
 * answers `git archive --format=tar.gz --prefix=<owner>-<repo>-<sha7>/`).
 */

export interface FakeFile {
  filename: string;
  status: string;
  /** The hunks, as the files API returns them; absent for binary files and large diffs. */
  patch?: string;
  previous_filename?: string;
  additions?: number;
  deletions?: number;
  changes?: number;
}

export interface FakeCommit {
  sha: string;
  commit: { message: string; author: { name: string; email: string } };
}

export interface FakeUser {
  login: string;
  type: 'User' | 'Bot';
}

export interface FakeReview {
  id: number;
  user: FakeUser;
  body: string;
  state: 'COMMENTED' | 'CHANGES_REQUESTED' | 'APPROVED' | 'DISMISSED';
  commit_id: string;
  submitted_at: string;
  pull_number: number;
}

export interface FakeComment {
  id: number;
  pull_request_review_id: number;
  user: FakeUser;
  path: string;
  line: number | null;
  /** The first line of a comment on several lines. */
  start_line?: number;
  original_line: number;
  side: 'RIGHT';
  commit_id: string;
  body: string;
  pull_number: number;
}

export interface FakeIssueComment {
  id: number;
  user: FakeUser;
  body: string;
  issue_number: number;
}

export interface FakePull {
  number: number;
  headSha: string;
  baseSha?: string;
  files: FakeFile[];
  /** Oldest first, as `GET pulls/{n}/commits` lists them. */
  commits?: FakeCommit[];
  /** `changed_files` of the pull request; default: the number of files. */
  changedFiles?: number;
  author?: FakeUser;
  labels?: string[];
}

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
}

interface ScheduledFailure {
  method: string;
  path: RegExp;
  status: number;
  headers: Record<string, string>;
  message: string;
}

const MAX_BODY = 65_536;
const ACTIONS_BOT: FakeUser = { login: 'github-actions[bot]', type: 'Bot' };

export class FakeGitHub {
  readonly pulls = new Map<number, FakePull>();
  readonly reviews: FakeReview[] = [];
  readonly comments: FakeComment[] = [];
  readonly issueComments: FakeIssueComment[] = [];
  readonly requests: LoggedRequest[] = [];
  /** Tokens and what they may do; anything else is a 401. */
  readonly tokens = new Map<string, 'write' | 'read'>([
    ['write-token', 'write'],
    ['read-token', 'read'],
  ]);
  /** GitHub's maximum is 100; a small one makes every list paginate. */
  maxPerPage = 100;
  /** Rejects every review that carries inline comments (a line GitHub will not take). */
  rejectInlineComments = false;
  /** The real repository behind compare, contents and tarballs. */
  gitDir?: string;
  /** Tarballs to serve instead of `git archive`, by ref (crafted archives). */
  readonly tarballs = new Map<string, Buffer>();
  private readonly failures: ScheduledFailure[] = [];
  private nextId = 1000;
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Opens or updates a pull request; comments whose line left the diff become outdated. */
  setPull(pull: FakePull): void {
    this.pulls.set(pull.number, pull);
    for (const c of this.comments) {
      if (c.pull_number !== pull.number || c.line === null) continue;
      const file = pull.files.find((f) => f.filename === c.path);
      if (!file || !diffLines(file.patch).has(c.line)) c.line = null;
    }
  }

  /** The next matching request fails once, with this status, headers and message (status 0: the connection is reset). */
  failOnce(method: string, path: RegExp, status: number, message: string, headers: Record<string, string> = {}): void {
    this.failures.push({ method, path, status, message, headers });
  }

  addReview(pullNumber: number, user: FakeUser, state: FakeReview['state'], body = ''): FakeReview {
    const review: FakeReview = {
      id: this.nextId++,
      user,
      body,
      state,
      commit_id: this.pulls.get(pullNumber)?.headSha ?? '',
      submitted_at: new Date().toISOString(),
      pull_number: pullNumber,
    };
    this.reviews.push(review);
    return review;
  }

  writes(): LoggedRequest[] {
    return this.requests.filter((r) => r.method !== 'GET');
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    const raw = await readBody(req);
    const send = (status: number, data?: unknown, headers: Record<string, string> = {}) => {
      this.requests.push({ method, path: url.pathname, status });
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(data === undefined ? undefined : JSON.stringify(data));
    };
    const error = (status: number, message: string, extra: Record<string, unknown> = {}) =>
      send(status, { message, documentation_url: 'https://docs.github.com/rest', ...extra });

    const failure = this.failures.findIndex((f) => f.method === method && f.path.test(url.pathname));
    if (failure >= 0) {
      const [f] = this.failures.splice(failure, 1);
      this.requests.push({ method, path: url.pathname, status: f.status });
      if (f.status === 0) {
        // A connection reset in the middle of the request: no answer at all.
        req.socket.destroy();
        return;
      }
      res.writeHead(f.status, { 'content-type': 'application/json; charset=utf-8', ...f.headers });
      res.end(JSON.stringify({ message: f.message, documentation_url: 'https://docs.github.com/rest' }));
      return;
    }

    // codeload: the tarball GitHub redirects to, authorised by the redirect itself.
    const codeload = url.pathname.match(/^\/_codeload\/([^/]+)\/([^/]+)\/legacy\.tar\.gz\/(.+)$/);
    if (codeload && method === 'GET')
      return this.serveTarball(codeload[1], codeload[2], codeload[3], res, url.pathname);

    const token = (req.headers.authorization ?? '').replace(/^(token|bearer)\s+/i, '');
    const access = this.tokens.get(token);
    if (!access) return error(401, 'Bad credentials');
    if (method !== 'GET' && access !== 'write') return error(403, 'Resource not accessible by integration');

    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return error(400, 'Problems parsing JSON');
    }

    const page = <T>(items: T[]) => {
      const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), this.maxPerPage);
      const n = Number(url.searchParams.get('page') ?? 1);
      const slice = items.slice((n - 1) * perPage, n * perPage);
      const headers: Record<string, string> = {};
      if (n * perPage < items.length) {
        const next = new URL(url.toString());
        next.searchParams.set('page', String(n + 1));
        next.searchParams.set('per_page', String(perPage));
        headers.link = `<${next.toString()}>; rel="next"`;
      }
      send(200, slice, headers);
    };

    const route = (pattern: RegExp) => url.pathname.match(pattern);
    let m: RegExpMatchArray | null;

    if ((m = route(/^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/)) && method === 'GET') {
      const pull = this.pulls.get(Number(m[1]));
      if (!pull) return error(404, 'Not Found');
      return send(200, {
        number: pull.number,
        state: 'open',
        head: { sha: pull.headSha },
        base: { sha: pull.baseSha ?? '' },
        changed_files: pull.changedFiles ?? pull.files.length,
        user: pull.author ?? { login: 'dev', type: 'User' },
        labels: (pull.labels ?? []).map((name, i) => ({ id: i + 1, name })),
      });
    }
    if ((m = route(/^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/files$/)) && method === 'GET') {
      const pull = this.pulls.get(Number(m[1]));
      return pull ? page(pull.files) : error(404, 'Not Found');
    }
    if ((m = route(/^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/commits$/)) && method === 'GET') {
      const pull = this.pulls.get(Number(m[1]));
      return pull ? page(pull.commits ?? []) : error(404, 'Not Found');
    }
    if ((m = route(/^\/repos\/[^/]+\/[^/]+\/compare\/([0-9a-f]+)\.\.\.([0-9a-f]+)$/)) && method === 'GET') {
      const mergeBase = this.git('merge-base', m[1], m[2]);
      if (mergeBase === undefined) return error(404, 'Not Found');
      return send(200, {
        status: 'ahead',
        merge_base_commit: { sha: mergeBase.toString('utf8').trim() },
        commits: [],
        files: [],
      });
    }
    if ((m = route(/^\/repos\/([^/]+)\/([^/]+)\/tarball\/(.+)$/)) && method === 'GET') {
      const location = `${this.url}/_codeload/${m[1]}/${m[2]}/legacy.tar.gz/${m[3]}`;
      this.requests.push({ method, path: url.pathname, status: 302 });
      res.writeHead(302, { location });
      res.end();
      return;
    }
    if ((m = route(/^\/repos\/[^/]+\/[^/]+\/contents\/(.+)$/)) && method === 'GET') {
      const path = decodeURIComponent(m[1]);
      const ref = url.searchParams.get('ref') ?? 'HEAD';
      const entry = this.git('ls-tree', '-z', ref, '--', path)?.toString('utf8').split('\0')[0];
      if (!entry) return error(404, 'Not Found');
      const [mode, , sha] = entry.split('\t')[0].split(' ');
      const blob = this.git('cat-file', 'blob', sha)!;
      if (mode === '120000') return send(200, { type: 'symlink', path, sha, target: blob.toString('utf8') });
      return send(200, {
        type: 'file',
        path,
        sha,
        size: blob.length,
        encoding: 'base64',
        content: blob.toString('base64'),
      });
    }
    if ((m = route(/^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/reviews$/))) {
      const pull = this.pulls.get(Number(m[1]));
      if (!pull) return error(404, 'Not Found');
      if (method === 'GET') return page(this.reviews.filter((r) => r.pull_number === pull.number));
      if (method === 'POST') return this.createReview(pull, body, send, error);
    }
    if ((m = route(/^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/reviews\/(\d+)\/dismissals$/)) && method === 'PUT') {
      const review = this.reviews.find((r) => r.id === Number(m![2]) && r.pull_number === Number(m![1]));
      if (!review) return error(404, 'Not Found');
      if (review.state !== 'CHANGES_REQUESTED' && review.state !== 'APPROVED') {
        return error(422, 'Can not dismiss a commented pull request review');
      }
      if (typeof body.message !== 'string' || !body.message) return error(422, 'Dismissal message is required');
      review.state = 'DISMISSED';
      return send(200, review);
    }
    if ((m = route(/^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/comments$/)) && method === 'GET') {
      return page(this.comments.filter((c) => c.pull_number === Number(m![1])));
    }
    if ((m = route(/^\/repos\/[^/]+\/[^/]+\/pulls\/comments\/(\d+)$/))) {
      const index = this.comments.findIndex((c) => c.id === Number(m![1]));
      if (index < 0) return error(404, 'Not Found');
      if (method === 'DELETE') {
        this.comments.splice(index, 1);
        return send(204);
      }
      if (method === 'PATCH') {
        if (typeof body.body !== 'string' || body.body.length > MAX_BODY) return error(422, 'Validation Failed');
        this.comments[index].body = body.body;
        return send(200, this.comments[index]);
      }
    }
    if ((m = route(/^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/))) {
      const issue = Number(m[1]);
      if (method === 'GET') return page(this.issueComments.filter((c) => c.issue_number === issue));
      if (method === 'POST') {
        if (typeof body.body !== 'string' || body.body.length > MAX_BODY) return bodyTooLong(error);
        const comment = { id: this.nextId++, user: ACTIONS_BOT, body: body.body, issue_number: issue };
        this.issueComments.push(comment);
        return send(201, comment);
      }
    }
    if ((m = route(/^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/)) && method === 'PATCH') {
      const comment = this.issueComments.find((c) => c.id === Number(m![1]));
      if (!comment) return error(404, 'Not Found');
      if (typeof body.body !== 'string' || body.body.length > MAX_BODY) return bodyTooLong(error);
      comment.body = body.body;
      return send(200, comment);
    }
    return error(404, `Not Found: ${method} ${url.pathname}`);
  }

  /** Runs git in `gitDir`; undefined when it fails. */
  private git(...args: string[]): Buffer | undefined {
    if (!this.gitDir) return undefined;
    try {
      return execFileSync('git', args, { cwd: this.gitDir, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 30 });
    } catch {
      return undefined;
    }
  }

  private serveTarball(owner: string, repo: string, ref: string, res: ServerResponse, path: string): void {
    let body = this.tarballs.get(ref);
    if (!body) {
      const sha = this.git('rev-parse', '--verify', `${ref}^{commit}`)?.toString('utf8').trim();
      if (sha) body = this.git('archive', '--format=tar.gz', `--prefix=${owner}-${repo}-${sha.slice(0, 7)}/`, sha);
    }
    this.requests.push({ method: 'GET', path, status: body ? 200 : 404 });
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('404: Not Found');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/x-gzip', 'content-length': String(body.length) });
    res.end(body);
  }

  private createReview(
    pull: FakePull,
    body: Record<string, unknown>,
    send: (status: number, data?: unknown) => void,
    error: (status: number, message: string, extra?: Record<string, unknown>) => void,
  ): void {
    const text = typeof body.body === 'string' ? body.body : '';
    const event = body.event;
    if (text.length > MAX_BODY) return bodyTooLong(error);
    if ((event === 'REQUEST_CHANGES' || event === 'COMMENT') && !text) {
      return error(422, 'Unprocessable Entity', { errors: [`Review body is required for ${String(event)}`] });
    }
    const comments = Array.isArray(body.comments) ? (body.comments as Record<string, unknown>[]) : [];
    for (const c of comments) {
      const file = pull.files.find((f) => f.filename === c.path);
      const lines = file ? diffLines(file.patch) : new Set<number>();
      // a comment on several lines: every one of them on the diff, the first before the last
      const first = typeof c.start_line === 'number' ? c.start_line : undefined;
      const onDiff =
        file &&
        typeof c.line === 'number' &&
        lines.has(c.line) &&
        (first === undefined ||
          (first < c.line &&
            Array.from({ length: c.line - first + 1 }, (_, i) => first + i).every((l) => lines.has(l))));
      if (this.rejectInlineComments || !onDiff) {
        return error(422, 'Unprocessable Entity', {
          errors: ['Pull request review thread line must be part of the diff'],
        });
      }
      if (typeof c.body !== 'string' || c.body.length > MAX_BODY) return bodyTooLong(error);
    }
    const state = event === 'REQUEST_CHANGES' ? 'CHANGES_REQUESTED' : event === 'APPROVE' ? 'APPROVED' : 'COMMENTED';
    const review = this.addReview(pull.number, ACTIONS_BOT, state, text);
    review.commit_id = typeof body.commit_id === 'string' ? body.commit_id : pull.headSha;
    for (const c of comments) {
      this.comments.push({
        id: this.nextId++,
        pull_request_review_id: review.id,
        user: ACTIONS_BOT,
        path: String(c.path),
        line: Number(c.line),
        ...(typeof c.start_line === 'number' ? { start_line: c.start_line } : {}),
        original_line: Number(c.line),
        side: 'RIGHT',
        commit_id: review.commit_id,
        body: String(c.body),
        pull_number: pull.number,
      });
    }
    send(200, review);
  }
}

function bodyTooLong(error: (status: number, message: string, extra?: Record<string, unknown>) => void): void {
  error(422, 'Validation Failed', {
    errors: [
      {
        resource: 'PullRequestReview',
        code: 'custom',
        field: 'body',
        message: 'body is too long (maximum is 65536 characters)',
      },
    ],
  });
}

/** Right-side lines of a patch a comment may sit on (GitHub's own rule, written out independently). */
export function diffLines(patch: string | undefined): Set<number> {
  const lines = new Set<number>();
  let line = 0;
  for (const text of (patch ?? '').split('\n')) {
    const hunk = text.match(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/);
    if (hunk) {
      line = Number(hunk[1]);
      continue;
    }
    if (text.startsWith('+') || text.startsWith(' ')) lines.add(line++);
  }
  return lines;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
