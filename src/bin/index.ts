// dist/index.js, the Action's entry: turns the compile cache on where it pays (a
// GitHub-hosted runner runs the Action once on a fresh machine, where a cache would only
// cost its writing; a self-hosted runner keeps it from one job to the next), then runs
// the Action's bundle (dist/index-main.js).
import { enableCompileCache } from '../compile-cache';
import { startTreeWorker } from './early-worker';

// Bundles compiled from the code cache and the tree thread do not go together (see
// `EntryOptions.treeThread`): with the cache, the trees are read on the main thread.
const treeThread = !(
  process.env.RUNNER_ENVIRONMENT === 'self-hosted' && enableCompileCache({ root: __dirname, env: process.env })
);
const treeWorker = treeThread ? startTreeWorker(__dirname, process.env) : undefined;
// eslint-disable-next-line @typescript-eslint/no-require-imports
(require('./index-main.js') as typeof import('../index')).runAction({ treeWorker, treeThread });
