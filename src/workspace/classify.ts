/**
 * The one classifier of files every rule asks: is a file a test (or test support), an
 * end-to-end test, a seed or one-off script, code that runs in the browser, or server code?
 * (Generated, vendored and ignored files are `Workspace.isGenerated` / `isIgnored`.) One
 * set of conventions, so that a file is never a test for one rule and production code for
 * another.
 */
import { isCodeFile, type TreeView } from './workspace';
import { inPackageFolderNamed } from './generated';

/** Folders whose code files are tests or test helpers. */
const TEST_DIR = /(^|\/)(__tests__|tests?|specs?|e2e|cypress|playwright|integration-tests?)\//;
/** File names of test suites. */
const TEST_NAME = /\.(test|spec|cy|e2e|integration)\.[cm]?[jt]sx?$/;
/** Test files of other languages, by their runners' conventions (Go, Python, Ruby, JVM, Rust). */
const OTHER_TEST_NAME =
  /(_test\.go|(^|\/)test_[^/]+\.py|_test\.py|_spec\.rb|(Test|Tests|Spec)\.(java|kt|scala)|_test\.rs)$/;
/** Mocks, fixtures, stories and test set-up: they support tests and never run in production. */
const TEST_SUPPORT_DIR = /(^|\/)(__mocks__|__fixtures__|fixtures?|__stories__)\//;
const TEST_SUPPORT_NAME =
  /(^|\/)((jest|vitest|playwright|cypress|karma|mocha)\.(config|setup|workspace)[^/]*|\.mocharc[^/]*|setup-?tests?\.[cm]?[jt]sx?|test-?(setup|utils|helpers?)\.[cm]?[jt]sx?|[^/]*\.stories\.[cm]?[jt]sx?)$/;
const END_TO_END = /(^|\/)(e2e|cypress|playwright)\/|\.(cy|e2e)\.[cm]?[jt]sx?$/;
const OUTSIDE_SOURCE = /(^|\/)(node_modules|dist|build|vendor)\//;
/** Dependencies and build output wherever they are. */
const BUILT_ANYWHERE = /(^|\/)(node_modules|\.next|\.output)\//;
/** Folders of dependencies and build output at a package's root: inside a source tree, the product's own code. */
const PACKAGE_OUTPUT = ['vendor', 'dist', 'build'];
const GENERATED_DIR = /(^|\/)(generated|__generated__)\//;
const HIDDEN_FOLDER = /(^|\/)\.[^/.][^/]*\//;
const SEED = /(^|\/)(seeds?|seeders?)(\/|\.[cm]?[jt]sx?$)|(^|\/)[^/]*seed[^/]*\.[cm]?[jt]sx?$/i;
const SCRIPT = /(^|\/)(scripts?|bin|tools|one-?offs?|backfills?|maintenance)\//;
/** Folders of browser code: a file named like one (`lib/stripe/client.ts`) is not in it. */
const BROWSER_DIR = /(^|\/)((components|hooks|public|static|client|frontend)\/|pages\/(?!api\/)[^/]+)/;
/** A web app's source folder: a single-page app's (browser code), or a full-stack app's (a Next.js app under `apps/web/src`). */
const WEB_SOURCE_DIR = /(^|\/)web\/src\//;
/** A module that declares it runs in the browser. */
const USE_CLIENT = /^\s*['"]use client['"]/;

/**
 * A test or something that serves tests (a test suite, a helper under a test folder, a
 * mock, a fixture, a story, a test runner's config): never production code. Env reads,
 * Stripe calls, routes and models in it are not the application's.
 */
/** Named like a suite of a test runner (`x.test.ts`, `x.integration.tsx`): a module without cases is not one. */
export function isNamedLikeSuite(path: string): boolean {
  return TEST_NAME.test(path);
}

export function isTestCode(path: string): boolean {
  return (
    TEST_DIR.test(path) ||
    TEST_NAME.test(path) ||
    OTHER_TEST_NAME.test(path) ||
    TEST_SUPPORT_DIR.test(path) ||
    TEST_SUPPORT_NAME.test(path)
  );
}

/**
 * A code file of tests that may exercise the application (a suite, or a helper of suites
 * under a test folder): what "a test that imports or requests it" means. Mocks, fixtures
 * and stories are test code but exercise nothing.
 */
export function isTestFile(path: string): boolean {
  if (!isCodeFile(path) || OUTSIDE_SOURCE.test(path)) return false;
  if (TEST_SUPPORT_DIR.test(path) || /\.stories\.[cm]?[jt]sx?$/.test(path)) return false;
  return TEST_DIR.test(path) || TEST_NAME.test(path);
}

/** End-to-end tests drive the running app (through the UI or HTTP). */
export function isEndToEndTest(path: string): boolean {
  return END_TO_END.test(path);
}

/** Where code runs, by the conventions of JavaScript projects. */
export type CodeRole = 'test' | 'seed' | 'script' | 'tooling' | 'browser' | 'server';

/** A tool's configuration by its name: `vite.config.ts`, `next.config.mjs`, `tsup.config.ts`. */
const TOOL_CONFIG_NAME = /(^|\/)[\w-]+\.config\.[cm]?[jt]s$/;

/**
 * A build or dev tool's configuration: a `<tool>.config.*` module in a package's root (the
 * folder of a `package.json`, where tools look for it). It runs on a developer's machine or
 * in the build, never in the deployment: a dev server's middleware there serves no
 * production request. (`src/config/stripe.config.ts`, a NestJS config module, is not in a
 * package root: application code.)
 */
export function isToolConfig(view: TreeView, path: string): boolean {
  if (!TOOL_CONFIG_NAME.test(path) || isTestCode(path)) return false;
  const slash = path.lastIndexOf('/');
  return view.exists(slash < 0 ? 'package.json' : `${path.slice(0, slash)}/package.json`);
}

/**
 * Where a code file runs: tests, seed and one-off scripts, browser code (a `"use client"`
 * module, components, hooks, pages that are not API routes), or the server (request
 * handlers, the modules they import, jobs and workers). `text` is the file's source, when
 * read, for its directive.
 */
export function codeRole(path: string, text?: string): CodeRole {
  if (isTestCode(path)) return 'test';
  if (SEED.test(path)) return 'seed';
  if (SCRIPT.test(path)) return 'script';
  if (text !== undefined && USE_CLIENT.test(text)) return 'browser';
  // A "use server" module holds server actions, wherever it lives.
  if (text !== undefined && /^\s*['"]use server['"]/.test(text)) return 'server';
  if ((BROWSER_DIR.test(path) || WEB_SOURCE_DIR.test(path)) && !/(^|\/)(api|server)\//.test(path)) return 'browser';
  return 'server';
}

/** A page module's server-side data function (Next.js pages router, Remix / React Router): it runs on the server. */
const SERVER_DATA_FUNCTION =
  /\bexport\s+(async\s+)?(function|const|let)\s+(getServerSideProps|getStaticProps|getInitialProps|loader|action)\b/;

/**
 * Code that runs only in the browser: browser code (`codeRole`) without a server-side data
 * function (`getServerSideProps`, a Remix `loader`): it holds API responses, never records
 * of the database.
 */
export function runsOnlyInBrowser(role: CodeRole, text: string | undefined): boolean {
  return role === 'browser' && !(text !== undefined && SERVER_DATA_FUNCTION.test(text));
}

/**
 * Browser code by its folder alone (`web/src/lib/x.ts`: no `"use client"`, no components,
 * hooks or pages folder): in a full-stack app the same folder holds the server's modules,
 * so what imports it decides (a request handler's file: the server).
 */
export function isBrowserByFolderOnly(path: string, text?: string): boolean {
  return (
    codeRole(path, text) === 'browser' &&
    WEB_SOURCE_DIR.test(path) &&
    !BROWSER_DIR.test(path) &&
    !(text !== undefined && USE_CLIENT.test(text))
  );
}

/**
 * Dependencies and build output: `node_modules/` and `.next/` anywhere, a package's
 * `vendor/`, `dist/` or `build/` (at the root or beside its manifest). Never the project's
 * own source, and never what imports it.
 */
export function isDependencyOrOutput(view: Pick<TreeView, 'exists'>, path: string): boolean {
  return BUILT_ANYWHERE.test(path) || inPackageFolderNamed(path, PACKAGE_OUTPUT, (p) => view.exists(p));
}

/** Dependencies, build output and generated code (`generated/`): never where the project writes its own models or calls. */
export function isVendoredOrBuilt(view: Pick<TreeView, 'exists'>, path: string): boolean {
  return GENERATED_DIR.test(path) || isDependencyOrOutput(view, path);
}

/** In a folder whose name starts with a dot (`.tmp/`, `.cache/`): tool state and scratch copies, not the project's source. */
export function inHiddenFolder(path: string): boolean {
  return HIDDEN_FOLDER.test(path);
}
