import { Project } from 'ts-morph';
import { scanImports } from '../../src/extractors/code/import-scan';
import { syntaxImports, type ImportFound } from '../../src/extractors/code/module-graph';

/** What the parser reads of a module's imports (the answer the scanner must give). */
function parsed(text: string, path: string): ImportFound[] {
  const sf = new Project({ useInMemoryFileSystem: true }).createSourceFile(path, text);
  return syntaxImports(sf);
}

function scanned(text: string, path: string): ImportFound[] | undefined {
  return scanImports(text, /x$/.test(path))?.map(({ specifier, line, kind, typeOnly, bindings }) => ({
    specifier,
    line,
    kind,
    typeOnly,
    bindings,
  }));
}

describe('scanImports reads what the parser reads', () => {
  const cases: [string, string, string][] = [
    ['side-effect import', 'a.ts', "import './polyfill';\n"],
    [
      'default, namespace and named',
      'a.ts',
      "import React, * as All from 'react';\nimport a, { b, c as d } from './x';\n",
    ],
    [
      'type-only forms',
      'a.ts',
      "import type T from './t';\nimport type { U } from './u';\nimport { type V, W } from './v';\n",
    ],
    ['all specifiers type-only', 'a.ts', "import { type A, type B as C } from './types';\n"],
    ['a default named type', 'a.ts', "import type from './t';\nimport type, { x } from './u';\n"],
    ['import-equals of a namespace', 'a.ts', "import A = B.C;\nexport import D = B.D;\nimport { x } from './x';\n"],
    [
      're-exports',
      'a.ts',
      "export * from './a';\nexport * as ns from './b';\nexport { c, d as e, default as f } from './c';\nexport type { T } from './t';\nexport type * from './all';\nexport {} from './empty';\n",
    ],
    ['local exports are not imports', 'a.ts', 'const a = 1;\nexport { a };\nexport default a;\nexport const b = 2;\n'],
    ['import attributes', 'a.ts', "import data from './data.json' with { type: 'json' };\nimport './x';\n"],
    ['import.meta', 'a.ts', "import { a } from './a';\nconst url = import.meta.url;\nexport * from './b';\n"],
    [
      'import words in comments and strings',
      'a.ts',
      "// import { no } from './commented';\n/* export * from './block' */\nconst s = \"import x from './str'\";\nimport { yes } from './real';\n",
    ],
    [
      'templates with expressions and nested braces',
      'a.ts',
      "const t = `a ${ { x: `b ${1}` }.x } import y from './not' ${'}'}`;\nexport { z } from './after-template';\n",
    ],
    [
      'regular expressions holding quotes and braces',
      'a.ts',
      "const r = /['\"{]/g;\nconst q = x.replace(/`/g, '');\nconst d = 4 / 2 / 1;\nexport * from './after-regex';\n",
    ],
    [
      'JSX with apostrophes and braces',
      'a.tsx',
      "import { Button } from './button';\nexport const P = () => <p>Don't {'stop'} it's {1}</p>;\nexport { Q } from './q';\n",
    ],
    [
      'nested module declarations are not top level',
      'a.ts',
      "declare module 'lib' {\n  import { X } from 'other';\n  export * from 'inner';\n}\nimport { Y } from './y';\n",
    ],
    ['member named import or export', 'a.ts', "const o = { import: 1, export: 2 };\no.import;\nexport * from './z';\n"],
    ['CRLF and U+2028 lines', 'a.ts', "// one\r\n// two\u2028import { a } from './a';\r\nexport * from './b';\n"],
    [
      'keywords as names',
      'a.ts',
      "import { default as d, from, as, type } from './k';\nexport { as as default } from './k';\n",
    ],
  ];
  it.each(cases)('%s', (_what, path, text) => {
    const expected = parsed(text, path);
    expect(scanned(text, path)).toEqual(expected);
  });

  it('gives the bindings a caller resolves names through', () => {
    expect(scanned("import a, { b as c, type T } from './x';\n", 'a.ts')).toEqual([
      {
        specifier: './x',
        line: 1,
        kind: 'import',
        typeOnly: false,
        bindings: [
          { local: 'a', imported: 'default' },
          { local: 'c', imported: 'b' },
        ],
      },
    ]);
  });

  it.each([
    ['a require() call', "const x = require('./x');\n"],
    ['import-equals of a module', "import fs = require('fs');\n"],
    ['a dynamic import', "const Page = dynamic(() => import('./page'));\n"],
    ['a type written as import()', "type T = typeof import('./t');\n"],
  ])('leaves a file with %s to the parser', (_what, text) => {
    expect(scanImports(text, false)).toBeUndefined();
  });
});
