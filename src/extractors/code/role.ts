import { codeRole, isBrowserByFolderOnly, isTestCode, isToolConfig, type CodeRole } from '../../workspace/classify';
import { treeFact } from '../../workspace/fact';
import type { TreeView } from '../../workspace/workspace';
import { requestHandlers } from '../http/handlers';
import { importersOf } from './module-graph';
import { isRunnerTest } from '../tests/setup-files';

/**
 * Where a code file of a tree runs: the shared classifier's answer (`codeRole`), with one
 * fact of the import graph. A module that is browser code by its folder alone
 * (`apps/web/src/lib/x.ts`: no `"use client"`, no components, hooks or pages folder) is
 * server code when a request handler's file imports it: a full-stack app keeps its
 * server modules in the same folder as its pages. A build or dev tool's configuration in a
 * package's root (`vite.config.ts` beside `package.json`) is tooling. Every rule that asks
 * where code runs, with a tree at hand, asks this. A file a test runner's configuration
 * names as a suite is test code, whatever its name. A module of a scripts or tools folder that
 * a server module imports is server code.
 */
export const roleIn = treeFact((view: TreeView, path: string): CodeRole => {
  const text = view.read(path);
  const role = codeRole(path, text);
  // a suite its runner names by its own configuration (`include: ['**\/*.integ.ts']`)
  if (role !== 'test' && isRunnerTest(view, path)) return 'test';
  if (role === 'server' && isToolConfig(view, path)) return 'tooling';
  if (role === 'browser' && isBrowserByFolderOnly(path, text) && importedByHandler(view, path)) return 'server';
  // a module of a `tools/` or `scripts/` folder that the application imports is the application's
  // (`src/mcp/tools/tasks.ts`, registered by the MCP server): one-off scripts are run, not imported
  if (role === 'script' && importedByApplication(view, path)) return 'server';
  return role;
});

/** A server module of the application (not a test, not another script) imports the module. */
function importedByApplication(view: TreeView, path: string): boolean {
  return importersOf(view, path).some((i) => !isTestCode(i.file) && codeRole(i.file) === 'server');
}

/** A request handler's file (not a test) imports the module directly. */
function importedByHandler(view: TreeView, path: string): boolean {
  return importersOf(view, path).some((i) => !isTestCode(i.file) && requestHandlers(view, i.file).length > 0);
}
