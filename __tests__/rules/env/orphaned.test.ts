import { ruleTester } from '../../helpers/rule-tester';

const deployment = (names: string[]): string => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: api
spec:
  template:
    spec:
      containers:
        - name: api
          env:
${names.map((n) => `            - name: ${n}\n              value: "x"\n`).join('')}`;

const app = {
  'package.json': '{ "name": "api" }\n',
  '.env.example': 'DATABASE_URL=postgres://localhost/app\nMAIL_FROM=orders@example.com\nLOG_LEVEL=info\n',
  'k8s/deployment.yaml': deployment(['DATABASE_URL', 'MAIL_FROM', 'LOG_LEVEL']),
  'src/config.ts': `export const config = {
  databaseUrl: process.env.DATABASE_URL,
  mailFrom: process.env.MAIL_FROM,
  logLevel: process.env.LOG_LEVEL ?? 'info',
};
`,
};

/** The app, whose manifest also declares a package's variable, and the package with its own template. */
const withAgentPackage = (template: string) => ({
  ...app,
  'k8s/deployment.yaml': deployment(['DATABASE_URL', 'MAIL_FROM', 'LOG_LEVEL', 'OPENAI_API_KEY']),
  'packages/agent/package.json': '{ "name": "agent" }\n',
  'packages/agent/env.example': template,
  'packages/agent/src/config.ts': 'export const key = process.env.OPENAI_API_KEY;\n',
});

const config = (lines: string[]): string => `export const config = {\n${lines.map((l) => `  ${l}\n`).join('')}};\n`;

ruleTester('env/orphaned', {
  valid: [
    {
      name: 'a deployment manifest deleted while a package that reads its variable declares it in its own template (`env.example`)',
      base: withAgentPackage('OPENAI_API_KEY=your_key_here\n'),
      head: { 'k8s/deployment.yaml': null },
    },
    {
      name: 'a read removed while another file still reads the variable',
      base: { ...app, 'src/mailer.ts': 'export const from = process.env.MAIL_FROM;\n' },
      head: {
        'src/config.ts': config([
          'databaseUrl: process.env.DATABASE_URL,',
          "logLevel: process.env.LOG_LEVEL ?? 'info',",
        ]),
      },
    },
    {
      name: 'a rename done everywhere (code, template, Deployment)',
      base: app,
      head: {
        'src/config.ts': config([
          'databaseUrl: process.env.DATABASE_URL,',
          'mailFrom: process.env.MAIL_SENDER,',
          "logLevel: process.env.LOG_LEVEL ?? 'info',",
        ]),
        '.env.example': 'DATABASE_URL=postgres://localhost/app\nMAIL_SENDER=orders@example.com\nLOG_LEVEL=info\n',
        'k8s/deployment.yaml': deployment(['DATABASE_URL', 'MAIL_SENDER', 'LOG_LEVEL']),
      },
    },
    {
      name: 'a declaration removed together with its last read',
      base: app,
      head: {
        'src/config.ts': config(['databaseUrl: process.env.DATABASE_URL,', 'mailFrom: process.env.MAIL_FROM,']),
        '.env.example': 'DATABASE_URL=postgres://localhost/app\nMAIL_FROM=orders@example.com\n',
        'k8s/deployment.yaml': deployment(['DATABASE_URL', 'MAIL_FROM']),
      },
    },
    {
      name: 'the last code read of DATABASE_URL removed while Prisma still reads it',
      base: {
        ...app,
        'prisma/schema.prisma': 'datasource db {\n  provider = "postgresql"\n  url      = env("DATABASE_URL")\n}\n',
      },
      head: {
        'src/config.ts': config(['mailFrom: process.env.MAIL_FROM,', "logLevel: process.env.LOG_LEVEL ?? 'info',"]),
      },
    },
    {
      name: 'the last read of NEXTAUTH_SECRET removed in an app that uses next-auth',
      base: {
        'package.json': '{ "dependencies": { "next-auth": "^4.24.0" } }\n',
        '.env.example': 'NEXTAUTH_SECRET=change-me\n',
        'lib/auth.ts': 'export const secret = process.env.NEXTAUTH_SECRET;\n',
      },
      head: { 'lib/auth.ts': 'export const secret = undefined;\n' },
    },
    {
      name: 'a removed read of a variable nobody declares',
      base: { ...app, 'src/debug.ts': 'export const d = process.env.DEBUG_SQL;\n' },
      head: { 'src/debug.ts': 'export const d = false;\n' },
    },
    {
      name: 'a removed read in a test file',
      base: { ...app, 'src/__tests__/a.test.ts': 'const x = process.env.MAIL_FROM;\n' },
      head: { 'src/__tests__/a.test.ts': 'const x = 1;\n' },
    },
    {
      name: 'a declaration moved from one template line to another',
      base: app,
      head: { '.env.example': 'MAIL_FROM=orders@example.com\nDATABASE_URL=postgres://localhost/app\nLOG_LEVEL=info\n' },
    },
  ],
  invalid: [
    {
      name: 'a rename in code only: the template and the Deployment still declare the old name',
      base: app,
      head: {
        'src/config.ts': config([
          'databaseUrl: process.env.DATABASE_URL,',
          'mailFrom: process.env.MAIL_SENDER,',
          "logLevel: process.env.LOG_LEVEL ?? 'info',",
        ]),
      },
      errors: [
        {
          file: '.env.example',
          line: 2,
          severity: 'warning',
          message: /MAIL_FROM/,
          fix: /Rename MAIL_FROM to MAIL_SENDER in \.env\.example and k8s\/deployment\.yaml/,
          related: ['src/config.ts', 'k8s/deployment.yaml'],
          // the declarations follow the read renamed in place
          output: {
            '.env.example': 'DATABASE_URL=postgres://localhost/app\nMAIL_SENDER=orders@example.com\nLOG_LEVEL=info\n',
            'k8s/deployment.yaml': deployment(['DATABASE_URL', 'MAIL_SENDER', 'LOG_LEVEL']),
          },
        },
      ],
    },
    {
      name: 'a read removed (not renamed: no new read at its place): the old declarations are to be removed, no fix',
      base: app,
      head: {
        'src/config.ts': config([
          'databaseUrl: process.env.DATABASE_URL,',
          "logLevel: process.env.LOG_LEVEL ?? 'info',",
        ]),
      },
      errors: [
        {
          file: '.env.example',
          line: 2,
          severity: 'warning',
          fix: /Remove MAIL_FROM from \.env\.example and k8s\/deployment\.yaml/,
          output: null,
        },
      ],
    },
    {
      name: 'a declaration removed from the Deployment while code still requires it',
      base: app,
      head: { 'k8s/deployment.yaml': deployment(['DATABASE_URL', 'LOG_LEVEL']) },
      errors: [{ file: 'src/config.ts', line: 3, severity: 'blocking', message: /MAIL_FROM.*k8s\/deployment\.yaml/ }],
    },
    {
      name: 'an optional variable removed from the template while code still reads it',
      base: app,
      head: { '.env.example': 'DATABASE_URL=postgres://localhost/app\nMAIL_FROM=orders@example.com\n' },
      errors: [{ file: 'src/config.ts', line: 4, severity: 'warning', message: /LOG_LEVEL.*\.env\.example/ }],
    },
    {
      name: 'the env template deleted while code reads its variables',
      base: {
        'package.json': '{}',
        '.env.example': 'API_TOKEN=x\n',
        'src/a.ts': 'export const t = process.env.API_TOKEN;\n',
      },
      head: { '.env.example': null },
      errors: [{ file: 'src/a.ts', line: 1, severity: 'blocking' }],
    },
    {
      name: "look-alike: the deleted manifest was the only declaration of the package's variable (its template lacks it)",
      base: withAgentPackage('AGENT_MODEL=gpt\n'),
      head: { 'k8s/deployment.yaml': null },
      errors: [{ file: 'packages/agent/src/config.ts', line: 1, severity: 'blocking', message: /OPENAI_API_KEY/ }],
    },
  ],
});
