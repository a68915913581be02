#!/usr/bin/env node
// dist/cli.js: turns the compile cache on before the CLI's bundle (dist/cli-main.js) and
// the bundles it loads are compiled, then runs it (with the tree thread's worker, started first).
import { enableCompileCache } from '../compile-cache';
import { startTreeWorker } from './early-worker';

// Bundles compiled from the code cache and the tree thread do not go together (see
// `EntryOptions.treeThread`): with the cache, the trees are read on the main thread.
const treeThread = !enableCompileCache({ root: __dirname, env: process.env });
// a check reads the head's tree on the tree thread, whose worker starts while the bundle loads
const treeWorker =
  treeThread && process.argv.slice(2).includes('check') ? startTreeWorker(__dirname, process.env) : undefined;
// eslint-disable-next-line @typescript-eslint/no-require-imports
(require('./cli-main.js') as typeof import('../cli')).runCli({ treeWorker, treeThread });
