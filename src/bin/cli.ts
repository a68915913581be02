#!/usr/bin/env node
// dist/cli.js: turns the compile cache on before the CLI's bundle (dist/cli-main.js) and
// the bundles it loads are compiled, then runs it (with the tree thread's worker, started first).
import { enableCompileCache } from '../compile-cache';
import { startTreeWorker } from './early-worker';

// a check reads the head's tree on the tree thread, whose worker starts while the bundle loads
const treeWorker = process.argv.slice(2).includes('check') ? startTreeWorker(__dirname, process.env) : undefined;
enableCompileCache({ root: __dirname, env: process.env });
// eslint-disable-next-line @typescript-eslint/no-require-imports
(require('./cli-main.js') as typeof import('../cli')).runCli({ treeWorker });
