import { parseSuppressions } from '../../src/core/suppressions';
import { runRule } from '../helpers/rule-tester';

describe('parseSuppressions', () => {
  it.each([
    [
      'a line comment on its own line',
      'const a = 1;\n// agent-gate-ignore env/undeclared: set by the platform\nconst b = 2;\n',
      [{ ruleId: 'env/undeclared', reason: 'set by the platform', line: 2 }],
    ],
    [
      'a trailing comment',
      'const a = 1; // agent-gate-ignore env/undeclared: platform\n',
      [{ ruleId: 'env/undeclared', reason: 'platform', line: 1 }],
    ],
    [
      'without a reason',
      '// agent-gate-ignore env/undeclared:\nconst a = 1;\n',
      [{ ruleId: 'env/undeclared', reason: undefined, line: 1, wholeFile: true }],
    ],
    [
      'in the leading comments of a SQL migration: the whole file',
      '-- agent-gate-ignore schema/deploy-breaks: maintenance window on 2026-01-10\n-- AlterTable\nALTER TABLE "User" DROP COLUMN "legacy";\n',
      [{ ruleId: 'schema/deploy-breaks', reason: 'maintenance window on 2026-01-10', line: 1, wholeFile: true }],
    ],
    [
      'after the first statement: that line only',
      'ALTER TABLE "User" DROP COLUMN "a";\n-- agent-gate-ignore schema/deploy-breaks: a is unused\nALTER TABLE "User" DROP COLUMN "b";\n',
      [{ ruleId: 'schema/deploy-breaks', reason: 'a is unused', line: 2 }],
    ],
    [
      'a block comment closing on the line',
      '/* agent-gate-ignore stripe/legacy-api: migrating in Q3 */\n',
      [{ ruleId: 'stripe/legacy-api', reason: 'migrating in Q3', line: 1, wholeFile: true }],
    ],
  ])('%s', (_name, text, expected) => {
    expect(parseSuppressions(text)).toEqual(expected);
  });
});

describe('an acknowledged finding', () => {
  it('is left out of the findings and said, with its reason, in the notes', async () => {
    const base = {
      'package.json': '{ "name": "app" }\n',
      'prisma/schema.prisma':
        'datasource db {\n  provider = "postgresql"\n  url = env("DATABASE_URL")\n}\n\nmodel User {\n  id String @id\n  legacy String?\n}\n',
      'prisma/migrations/migration_lock.toml': 'provider = "postgresql"\n',
      'prisma/migrations/20250101000000_init/migration.sql':
        'CREATE TABLE "User" ("id" TEXT NOT NULL, "legacy" TEXT);\n',
      'src/users.ts': "import { prisma } from './db';\nexport const all = () => prisma.user.findMany();\n",
    };
    const report = await runRule('schema/deploy-breaks', {
      name: 'acknowledged',
      base,
      head: {
        'prisma/schema.prisma': base['prisma/schema.prisma'].replace('  legacy String?\n', ''),
        'prisma/migrations/20250201000000_drop/migration.sql':
          '-- agent-gate-ignore schema/deploy-breaks: deployed in the maintenance window, the app is stopped\n-- AlterTable\nALTER TABLE "User" DROP COLUMN "legacy";\n',
      },
    });
    expect(report.findings.filter((f) => f.ruleId === 'schema/deploy-breaks')).toEqual([]);
    expect(report.notes).toContain(
      'schema/deploy-breaks at prisma/migrations/20250201000000_drop/migration.sql:3 is acknowledged inline: deployed in the maintenance window, the app is stopped',
    );
  });
});
