#!/usr/bin/env node
// dist/cli.js: turns the compile cache on before the CLI's bundle (dist/cli-main.js) and
// the bundles it loads are compiled, then runs it.
import { enableCompileCache } from '../compile-cache';

enableCompileCache({ root: __dirname, env: process.env });
// eslint-disable-next-line @typescript-eslint/no-require-imports
(require('./cli-main.js') as typeof import('../cli')).runCli();
