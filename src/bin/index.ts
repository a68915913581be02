// dist/index.js, the Action's entry: turns the compile cache on where it pays (a
// GitHub-hosted runner runs the Action once on a fresh machine, where a cache would only
// cost its writing; a self-hosted runner keeps it from one job to the next), then runs
// the Action's bundle (dist/index-main.js).
import { enableCompileCache } from '../compile-cache';
import { startTreeWorker } from './early-worker';

const treeWorker = startTreeWorker(__dirname, process.env);
if (process.env.RUNNER_ENVIRONMENT === 'self-hosted') enableCompileCache({ root: __dirname, env: process.env });
// eslint-disable-next-line @typescript-eslint/no-require-imports
(require('./index-main.js') as typeof import('../index')).runAction({ treeWorker });
