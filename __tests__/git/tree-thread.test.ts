import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitError, GitRepo } from '../../src/git/git';
import { MemoryTree } from '../../src/git/memory-source';
import { Deadline, DeadlineExceeded, liveChildren } from '../../src/git/processes';
import { RunIndex } from '../../src/git/run-index';
import { offerTreeWorker, TreeThread, useTreeWorkerScript } from '../../src/git/tree-thread';
import { Worker } from 'node:worker_threads';
import { isMediaFile } from '../../src/git/tree-text';
import { makeRepo } from '../helpers/repo';

// The thread runs the built worker (npm test builds dist/ first), as the CLI and the Action do.
const WORKER = join(__dirname, '..', '..', 'dist', 'tree-worker.js');

const files: Record<string, string> = {
  'src/checkout.ts': "import { stripe } from './stripe';\nexport const checkout = () => stripe.checkout;\n",
  'src/stripe.ts': 'export const stripe = { checkout: 1 };\n',
  'src/orders/order0.ts': 'export const order0Router = 1; // orders/order0x\n',
  'docs/naïve.md': 'checkout\u00e9 écheckout\n',
  'public/logo.png': 'checkout',
  'data/blob.bin': 'checkout\u0000binary',
  '.env.example': 'STRIPE_SECRET_KEY=\n',
};
for (let i = 0; i < 60; i++) files[`src/gen/m${i}.ts`] = `export const m${i} = ${i}; // checkout${i % 7}\n`;

const WORDS = [
  'checkout',
  'stripe',
  'order0',
  'order0Router',
  'orders',
  'STRIPE_SECRET_KEY',
  'binary',
  'm3',
  'checkout3',
];
WORDS.push(...Array.from({ length: 12 }, (_, i) => `m${i * 5}`));

/** This process's scratch folders (other test files running beside this one make their own). */
function scratchFolders(): string[] {
  return readdirSync(tmpdir()).filter((f) => f.startsWith(`agent-gate-git-${process.pid}-`));
}

describe('a whole tree read on its own thread', () => {
  beforeAll(() => {
    if (!existsSync(WORKER)) throw new Error(`${WORKER} is missing: run npm run build first`);
  });
  afterEach(() => useTreeWorkerScript(undefined));

  it('lists, reads and searches the tree as a read on this thread does', async () => {
    const repo = makeRepo({ base: files, head: { 'src/stripe.ts': 'export const stripe = { checkout: 2 };\n' } });
    const before = scratchFolders();
    useTreeWorkerScript(WORKER);
    const threaded = GitRepo.open(repo.dir);
    threaded.startTreeThread();
    useTreeWorkerScript(undefined);
    const here = GitRepo.open(repo.dir);
    here.startTreeThread(); // none: no worker script
    const request = { tree: true, paths: ['src/checkout.ts', 'src/stripe.ts'], words: WORDS };
    const [a, b] = await Promise.all([threaded.readAhead(repo.head, request), here.readAhead(repo.head, request)]);
    expect(a.entries).toEqual(b.entries);
    expect(a.blobs).toEqual(b.blobs);
    expect(a.wordFiles).toEqual(b.wordFiles);
    expect(threaded.grepWordFiles(repo.head, WORDS)).toEqual(here.grepWordFiles(repo.head, WORDS));
    expect(threaded.grepFiles(repo.head, ['checkout0', 'order0'])).toEqual(
      here.grepFiles(repo.head, ['checkout0', 'order0']),
    );
    // the base is read here (the thread reads one tree), and answers the same
    expect(threaded.grepWordFiles(repo.base, WORDS)).toEqual(here.grepWordFiles(repo.base, WORDS));
    expect(liveChildren()).toBe(0);
    expect(scratchFolders().filter((f) => !before.includes(f))).toEqual([]);
  });

  it("hands over an index of the tree's text files that answers as one built here", async () => {
    const repo = makeRepo({ base: files, head: {} });
    useTreeWorkerScript(WORKER);
    const thread = TreeThread.start(repo.dir)!;
    const job = thread.read(repo.head, Deadline.none())!;
    const answer = await job.read;
    expect(answer.kind).toBe('read');
    if (answer.kind !== 'read') return;
    const index = job.index.wait();
    expect(index).toBeInstanceOf(RunIndex);
    // the tree built here from the same files (media files are never held in memory)
    const held = Object.entries(files).filter(([p]) => !isMediaFile(p));
    const tree = new MemoryTree(new Map(held.map(([p, t]) => [p, { mode: '100644', data: Buffer.from(t) }])));
    const local = tree.wordIndex();
    expect(index!.fileCount).toBe(local.fileCount);
    for (const word of ['checkout', 'stripe', 'order0Router', 'm42', 'checkout6', 'nothing'])
      expect([word, index!.filesWith(word)]).toEqual([word, local.filesWith(word)]);
    // one tree per thread
    expect(thread.read(repo.base, Deadline.none())).toBeUndefined();
  });

  it("fails with git's message on a revision git cannot list, and the repository reads it here instead", async () => {
    const repo = makeRepo({ base: files, head: {} });
    useTreeWorkerScript(WORKER);
    const job = TreeThread.start(repo.dir)!.read('0'.repeat(40), Deadline.none())!;
    await expect(job.read).rejects.toThrow(/git ls-tree: .*(not a tree object|fatal)/);
    expect(job.index.wait()).toBeUndefined();
    const threaded = GitRepo.open(repo.dir);
    threaded.startTreeThread();
    const here = (useTreeWorkerScript(undefined), GitRepo.open(repo.dir));
    const bad = { tree: true, paths: [], words: ['checkout'] };
    // git's own failure either way (which of its processes fails first is a race)
    await expect(here.readAhead('0'.repeat(40), bad)).rejects.toThrow(GitError);
    await expect(threaded.readAhead('0'.repeat(40), bad)).rejects.toThrow(GitError);
  });

  it('stops at a deadline that has passed, and leaves no process or folder behind', async () => {
    const repo = makeRepo({ base: files, head: {} });
    const before = scratchFolders();
    useTreeWorkerScript(WORKER);
    const job = TreeThread.start(repo.dir)!.read(repo.head, new Deadline(Date.now() - 1))!;
    await expect(job.read).rejects.toBeInstanceOf(DeadlineExceeded);
    expect(job.index.wait()).toBeUndefined();
    // git was killed; the thread notes its end a moment later
    for (let i = 0; i < 50 && liveChildren() > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(liveChildren()).toBe(0);
    expect(scratchFolders().filter((f) => !before.includes(f))).toEqual([]);
  });

  it('sends the listing before the blobs, as git wrote it', async () => {
    const repo = makeRepo({ base: files, head: {} });
    useTreeWorkerScript(WORKER);
    const job = TreeThread.start(repo.dir)!.read(repo.head, Deadline.none())!;
    let readYet = false;
    void job.read.then(() => (readYet = true));
    const listed = await job.listed;
    expect(readYet).toBe(false);
    expect(listed?.toString('utf8')).toBe(
      execFileSync('git', ['ls-tree', '-r', '-z', '--long', '--full-tree', repo.head], { cwd: repo.dir }).toString(
        'utf8',
      ),
    );
    await job.read;
  });

  it('gives no listing where git cannot list the tree', async () => {
    const repo = makeRepo({ base: files, head: {} });
    useTreeWorkerScript(WORKER);
    const job = TreeThread.start(repo.dir)!.read('0'.repeat(40), Deadline.none())!;
    await expect(job.read).rejects.toThrow();
    await expect(job.listed).resolves.toBeUndefined();
  });

  it('takes a worker started before the run, once, and ends it where no thread is wanted', async () => {
    const repo = makeRepo({ base: files, head: {} });
    useTreeWorkerScript(WORKER);
    const early = new Worker(WORKER);
    const kinds: string[] = [];
    early.on('message', (m: { kind: string }) => kinds.push(m.kind));
    offerTreeWorker(early);
    const job = TreeThread.start(repo.dir)!.read(repo.head, Deadline.none())!;
    expect((await job.read).kind).toBe('read');
    // the early worker did the read: its messages are the job's
    expect(kinds).toEqual(['listed', 'read']);
    // the next thread starts its own
    const later = TreeThread.start(repo.dir)!.read(repo.head, Deadline.none())!;
    expect((await later.read).kind).toBe('read');
    expect(kinds).toEqual(['listed', 'read']);
    // without a worker script (AGENT_GATE_TREE_THREAD=0), an offered worker is stopped
    const unwanted = new Worker(WORKER);
    const ended = new Promise((resolve) => unwanted.once('exit', resolve));
    offerTreeWorker(unwanted);
    useTreeWorkerScript(undefined);
    expect(TreeThread.start(repo.dir)).toBeUndefined();
    await ended;
  });

  it('reads a tree ahead of the run, which the first read of it joins, listing first', async () => {
    const repo = makeRepo({ base: files, head: {} });
    useTreeWorkerScript(WORKER);
    const ahead = GitRepo.open(repo.dir);
    ahead.startTreeThread();
    ahead.readTreeAhead(repo.head, Deadline.none());
    const here = (useTreeWorkerScript(undefined), GitRepo.open(repo.dir));
    const events: string[] = [];
    const request = {
      tree: true,
      paths: ['src/checkout.ts'],
      words: [],
      onListed: (entries: unknown[]) => events.push(`listed ${entries.length}`),
    };
    const got = await ahead.readAhead(repo.head, request);
    events.push('read');
    const want = await here.readAhead(repo.head, { tree: true, paths: ['src/checkout.ts'], words: [] });
    expect(got.entries).toEqual(want.entries);
    expect(got.blobs).toEqual(want.blobs);
    expect(events).toEqual([`listed ${want.entries.length}`, 'read']);
    expect(liveChildren()).toBe(0);
  });
});
