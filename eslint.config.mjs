import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      '**/fixtures/**',
      'examples/**',
      '.bench/**',
      // The scenario suite's applications are the code under analysis, not the project's.
      'scenarios/bases/**',
      'scenarios/cases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The gate reads code from its syntax and never builds TypeScript's type checker: one
    // call of these ts-morph methods builds a program and a checker over every parsed file
    // (seconds on a large change). Each has a syntax-level counterpart.
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          ['getSymbol', 'declarationOf (src/extractors/code/ast.ts)'],
          ['getSymbolOrThrow', 'declarationOf (src/extractors/code/ast.ts)'],
          ['getType', 'the syntax'],
          ['getReturnType', 'the syntax'],
          ['isExported', 'isExportedDeclaration (src/extractors/code/exports.ts)'],
          ['isDefaultExport', 'hasDefaultKeyword() or exportedDeclarations (src/extractors/code/exports.ts)'],
          ['getExportedDeclarations', 'exportedDeclarations (src/extractors/code/exports.ts)'],
          ['getDefaultExportSymbol', 'exportedDeclarations (src/extractors/code/exports.ts)'],
          ['getTypeChecker', 'the syntax'],
          ['getDefinitionNodes', 'declarationOf (src/extractors/code/ast.ts)'],
          ['findReferencesAsNodes', 'a name search (TreeView.grep) and the syntax'],
        ].map(([method, instead]) => ({
          selector: `CallExpression > MemberExpression.callee > Identifier.property[name="${method}"]`,
          message: `ts-morph's ${method}() builds TypeScript's type checker over every parsed file: use ${instead}.`,
        })),
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '__tests__/**/*.mjs'],
    languageOptions: {
      globals: Object.fromEntries(
        ['process', 'console', 'URL', 'fetch', 'AbortSignal', 'setTimeout', 'clearTimeout'].map((g) => [g, 'readonly']),
      ),
    },
  },
);
