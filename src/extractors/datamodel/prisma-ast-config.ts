/**
 * Stands in for `lilconfig` inside @mrleebo/prisma-ast (the build and jest map the module
 * here). prisma-ast reads its parser options with lilconfig, which searches the working
 * directory and its parents for a `prisma-ast` config: files a pull request under review
 * can add, and `prisma-ast.config.js` or `.prisma-astrc.js` would be *run* when the parser
 * loads. The gate never runs code from the change, so no file is searched: prisma-ast gets
 * the gate's own options, full location tracking (the lines of models and fields), and
 * builds the one parser the gate uses with them. Grammar validations are skipped (as
 * chevrotain advises for a known grammar in production): they only check prisma-ast's own
 * grammar, which this version's tests exercise, and cost a part of every start.
 */
export const PRISMA_AST_OPTIONS = { parser: { nodeLocationTracking: 'full' as const, skipValidations: true } };

export function lilconfigSync(): { search: () => { filepath: string; config: typeof PRISMA_AST_OPTIONS } } {
  return { search: () => ({ filepath: '(agent-gate)', config: PRISMA_AST_OPTIONS }) };
}

/** The asynchronous API, never used by prisma-ast; refuses to search too. */
export function lilconfig(): { search: () => Promise<{ filepath: string; config: typeof PRISMA_AST_OPTIONS }> } {
  return { search: async () => ({ filepath: '(agent-gate)', config: PRISMA_AST_OPTIONS }) };
}
