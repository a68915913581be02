import { ruleTester } from '../../helpers/rule-tester';

const app = {
  'package.json': '{ "name": "app", "version": "1.0.0" }\n',
  'src/app.ts': 'export const answer = 42;\n',
};

ruleTester('policy/incomplete-analysis', {
  valid: [
    { name: 'a change that parses', base: app, head: { 'src/app.ts': 'export const answer = 43;\n' } },
    {
      name: 'look-alike of an invalid manifest: a tsconfig.json with comments and a trailing comma (JSONC, as TypeScript reads it)',
      base: app,
      head: { 'tsconfig.json': '{\n  // strict\n  "compilerOptions": { "strict": true, },\n}\n' },
    },
    {
      name: 'an image added (binary assets are not source)',
      base: app,
      head: { 'public/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]) },
    },
    {
      name: 'a generated file that does not parse',
      base: { ...app, '.gitattributes': 'src/gen/** linguist-generated=true\n' },
      head: { 'src/gen/client.ts': 'export const = ;\n' },
    },
    {
      name: 'a Helm template (Go templates are not YAML until rendered)',
      base: app,
      head: { 'chart/templates/deploy.yaml': 'env:\n{{- range .Values.env }}\n  - name: {{ .name }}\n{{- end }}\n' },
    },
    {
      name: 'a manifest a deploy script fills in, with a whole line a placeholder for a block (envsubst)',
      base: app,
      head: {
        'deploy/deployment.yaml':
          'spec:\n  template:\n    spec:\n      ${PULL_SECRET_BLOCK}\n      containers:\n        - name: app\n          image: ${IMAGE}\n',
      },
    },
    {
      name: 'a migration saved as UTF-16LE with a byte-order mark',
      base: app,
      head: {
        'db/migrations/1_drop.sql': Buffer.concat([
          Buffer.from([0xff, 0xfe]),
          Buffer.from('ALTER TABLE invoices DROP COLUMN memo;\n', 'utf16le'),
        ]),
      },
    },
    {
      name: 'a source file saved as UTF-16BE with a byte-order mark',
      base: app,
      head: {
        'src/app.ts': Buffer.concat([
          Buffer.from([0xfe, 0xff]),
          Buffer.from('export const answer = 43;\n', 'utf16le').swap16(),
        ]),
      },
    },
    {
      name: 'a manifest saved as UTF-8 with a byte-order mark',
      base: app,
      head: { 'k8s/deployment.yaml': '\ufeffspec:\n  containers:\n    - name: api\n      image: x\n' },
    },
    {
      name: 'a source file with a NUL byte typed into a string literal (git calls it binary; the compiler reads it)',
      base: app,
      head: { 'src/app.tsx': 'export const placeholder = "\u0000";\nexport const answer = 43;\n' },
    },
    {
      name: 'a data file over the per-file size limit (a catalogue no rule parses)',
      base: app,
      head: { 'src/data/models.json': `[${'{"id":"model","context":128000},'.repeat(80_000)}{}]\n` },
    },
    {
      name: 'a Markdown page with binary content',
      base: app,
      head: { 'docs/notes.md': Buffer.from([0x23, 0x20, 0x00, 0x01, 0x0a]) },
    },
    { name: 'an empty change', base: app },
    { name: 'a deleted file', base: app, head: { 'src/app.ts': null } },
  ],
  invalid: [
    {
      name: 'a TypeScript file with a syntax error',
      base: app,
      head: { 'src/app.ts': 'export const answer = ;\nfunction (\n' },
      errors: [{ file: 'src/app.ts', line: 1, severity: 'blocking', message: /syntax error/ }],
    },
    {
      name: 'look-alike: placeholders only inside values do not excuse a manifest that is not YAML',
      base: app,
      head: { 'k8s/deployment.yaml': 'spec:\n  containers:\n    - name: api\n     image: ${IMAGE}\n  env: [\n' },
      errors: [{ file: 'k8s/deployment.yaml', message: /invalid YAML/ }],
    },
    {
      name: 'a manifest that is not valid YAML',
      base: app,
      head: { 'k8s/deployment.yaml': 'spec:\n  containers:\n    - name: api\n     image: x\n  env: [\n' },
      errors: [{ file: 'k8s/deployment.yaml', message: /invalid YAML/ }],
    },
    {
      name: 'a source file that is not UTF-8',
      base: app,
      head: {
        'src/latin1.ts': Buffer.from([
          0x63, 0x6f, 0x6e, 0x73, 0x74, 0x20, 0x78, 0x20, 0x3d, 0x20, 0x27, 0xe9, 0x27, 0x3b, 0x0a,
        ]),
      },
      errors: [{ file: 'src/latin1.ts', message: /not valid UTF-8/ }],
    },
    {
      name: 'binary content in a source file (read as the compiler would: it does not parse)',
      base: app,
      head: { 'src/blob.ts': Buffer.from([0x00, 0x01, 0x02, 0x03, 0x00]) },
      errors: [{ file: 'src/blob.ts', message: /syntax error/ }],
    },
    {
      name: 'a source file over the per-file size limit',
      base: app,
      head: { 'src/big.ts': `export const table = [${'1,'.repeat(1_100_000)}];\n` },
      errors: [{ file: 'src/big.ts', message: /larger than the per-file size limit/ }],
    },
    {
      name: 'a package manifest over the per-file size limit',
      base: app,
      head: { 'package.json': `{ "name": "app", "description": "${'x'.repeat(2_200_000)}" }\n` },
      errors: [{ file: 'package.json', message: /larger than the per-file size limit/ }],
    },
    {
      name: 'an invalid package.json: a trailing comma, named at its place and removed by the fix',
      base: app,
      head: { 'package.json': '{\n  "name": "app",\n  "publishConfig": {\n    "access": "public",\n  }\n}\n' },
      errors: [
        {
          file: 'package.json',
          line: 4,
          message:
            /invalid JSON at line 4, column 23 \(a comma before `\}`: JSON allows none after the last property\), which npm/,
          fix: /Remove the trailing comma at line 4, column 23 of package.json/,
          output: { 'package.json': '{\n  "name": "app",\n  "publishConfig": {\n    "access": "public"\n  }\n}\n' },
        },
      ],
    },
    {
      name: 'two trailing commas, in an object and an array: both removed by one fix',
      base: app,
      head: { 'package.json': '{ "name": "app", "files": ["dist",], }\n' },
      errors: [
        {
          file: 'package.json',
          message: /a comma before `\]`: JSON allows none after the last element/,
          fix: /Remove the trailing commas \(2, the first at line 1, column 34\)/,
          output: { 'package.json': '{ "name": "app", "files": ["dist"] }\n' },
        },
      ],
    },
    {
      name: 'look-alike of a trailing comma: a missing comma between properties is named at its place, with no mechanical fix',
      base: app,
      head: { 'package.json': '{\n  "name": "app"\n  "version": "1.0.0"\n}\n' },
      errors: [
        { file: 'package.json', line: 3, message: /invalid JSON at line 3, column 3 \(comma expected\)/, output: null },
      ],
    },
  ],
});
