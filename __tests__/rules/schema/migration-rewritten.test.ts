import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCheck } from '../../../src/core/run';
import { git, makeRepo } from '../../helpers/repo';
import { ruleTester } from '../../helpers/rule-tester';

const init = 'CREATE TABLE "User" (\n  "id" TEXT NOT NULL,\n  "email" TEXT NOT NULL\n);\n';
const app = {
  'package.json': '{ "name": "app" }\n',
  'prisma/schema.prisma': 'model User {\n  id    String @id\n  email String\n}\n',
  'prisma/migrations/20250101000000_init/migration.sql': init,
  'prisma/migrations/migration_lock.toml': 'provider = "postgresql"\n',
  'drizzle.config.ts': "export default { schema: './db/schema.ts', out: './drizzle' };\n",
  'drizzle/0000_init.sql': 'CREATE TABLE "users" ("id" uuid PRIMARY KEY);\n',
  'drizzle/meta/_journal.json':
    '{\n  "version": "7",\n  "entries": [\n    { "idx": 0, "when": 1, "tag": "0000_init", "breakpoints": true }\n  ]\n}\n',
};

const gooseUp =
  '-- +goose Up\nALTER TABLE task_runs ADD COLUMN deployment_id String;\n-- +goose Down\nALTER TABLE task_runs DROP COLUMN deployment_id;\n';
const clickhouse = {
  ...app,
  'internal-packages/clickhouse/schema/040_add_deployment_id.sql': gooseUp,
  'internal-packages/clickhouse/seed/users.sql': "INSERT INTO users VALUES ('a');\n",
};

/** Modules of a runner that calls each migration file's default export with a client. */
const runnerMigration = (sql: string) => `import { execute } from './execute';
export default async (connection) => {
  await execute(connection, \`${sql}\`);
};
`;
const runner = {
  ...app,
  'src/modules/orders/migration/Version-1.0.0.ts': runnerMigration(
    'CREATE TABLE "order" ("id" serial PRIMARY KEY, "status" text)',
  ),
  'src/modules/orders/migration/Version-1.0.1.ts': runnerMigration(
    'UPDATE "order" SET "status" = \'shipped\' WHERE "status" = \'pending\'',
  ),
  'src/modules/orders/migration/execute.ts':
    'export default async function run(client, sql) {\n  return client.query(sql);\n}\nexport const execute = run;\n',
};

ruleTester('schema/migration-rewritten', {
  valid: [
    {
      name: "look-alike: the runner's helper in the migration folder (no version in its name) is edited",
      base: runner,
      head: {
        'src/modules/orders/migration/execute.ts':
          'export default async function run(client, sql) {\n  return client.query({ text: sql });\n}\nexport const execute = run;\n',
      },
    },
    {
      name: 'look-alike: goose-marked SQL kept in a seed folder (re-run at every start, no version recorded) is edited',
      base: {
        ...clickhouse,
        'docker/collector/schema/seed/00002_logs.sql':
          '-- +goose Up\nCREATE TABLE IF NOT EXISTS logs (ts DateTime) ENGINE = MergeTree ORDER BY ts TTL ts + INTERVAL 30 DAY;\n',
      },
      head: {
        'docker/collector/schema/seed/00002_logs.sql':
          '-- +goose Up\nCREATE TABLE IF NOT EXISTS logs (ts DateTime) ENGINE = MergeTree ORDER BY ts TTL ts + INTERVAL 90 DAY;\n',
      },
    },
    {
      name: 'look-alike: a SQL seed file outside a migration folder, with no migration marker, is renamed',
      base: clickhouse,
      head: {
        'internal-packages/clickhouse/seed/users.sql': null,
        'internal-packages/clickhouse/seed/01_users.sql': "INSERT INTO users VALUES ('a');\n",
      },
    },
    {
      name: 'a new migration added next to the existing ones',
      base: app,
      head: { 'prisma/migrations/20250201000000_phone/migration.sql': 'ALTER TABLE "User" ADD COLUMN "phone" TEXT;\n' },
    },
    {
      name: 'a Drizzle journal that only gains an entry',
      base: app,
      head: {
        'drizzle/0001_x.sql': 'ALTER TABLE "users" ADD COLUMN "x" text;\n',
        'drizzle/meta/_journal.json':
          '{\n  "version": "7",\n  "entries": [\n    { "idx": 0, "when": 1, "tag": "0000_init", "breakpoints": true },\n    { "idx": 1, "when": 2, "tag": "0001_x", "breakpoints": true }\n  ]\n}\n',
      },
    },
    {
      name: 'a migration added in this PR and edited again before merge (new on the base)',
      base: app,
      head: {
        'prisma/migrations/20250201000000_phone/migration.sql':
          '-- edited twice in the PR\nALTER TABLE "User" ADD COLUMN "phone" TEXT NOT NULL DEFAULT \'\';\n',
      },
    },
    {
      name: 'the migration lock file (not a migration)',
      base: app,
      head: { 'prisma/migrations/migration_lock.toml': 'provider = "mysql"\n' },
    },
  ],
  invalid: [
    {
      name: "a versioned migration module (its default export is the runner's up) edited in place",
      base: runner,
      head: {
        'src/modules/orders/migration/Version-1.0.1.ts': runnerMigration(
          'UPDATE "order" SET "status" = \'shipped\' WHERE "status" NOT IN (\'shipped\', \'delivered\')',
        ),
      },
      errors: [
        { file: 'src/modules/orders/migration/Version-1.0.1.ts', severity: 'blocking', message: /edited in place/ },
      ],
    },
    {
      name: 'an applied Prisma migration edited in place',
      base: app,
      head: {
        'prisma/migrations/20250101000000_init/migration.sql': init.replace(
          '  "email" TEXT NOT NULL\n',
          '  "email" TEXT NOT NULL,\n  "phone" TEXT\n',
        ),
      },
      errors: [
        {
          file: 'prisma/migrations/20250101000000_init/migration.sql',
          line: 3,
          severity: 'blocking',
          message: /edited in place.*adds User\.phone/,
          fix: /new migration/,
        },
      ],
    },
    {
      name: 'an applied migration deleted',
      base: app,
      head: { 'drizzle/0000_init.sql': null },
      errors: [{ file: 'drizzle/0000_init.sql', line: 1, message: /deleted/ }],
    },
    {
      name: 'an applied migration renamed',
      base: app,
      head: {
        'prisma/migrations/20250101000000_init/migration.sql': null,
        'prisma/migrations/20250102000000_init/migration.sql': init,
      },
      errors: [{ file: 'prisma/migrations/20250102000000_init/migration.sql', message: /renamed/ }],
    },
    {
      name: 'a Drizzle journal entry of an applied migration changed',
      base: app,
      head: {
        'drizzle/meta/_journal.json':
          '{\n  "version": "7",\n  "entries": [\n    { "idx": 0, "when": 5, "tag": "0000_init", "breakpoints": true }\n  ]\n}\n',
      },
      errors: [{ file: 'drizzle/meta/_journal.json', line: 4, message: /0000_init/ }],
    },
    {
      name: 'a goose migration (marked `-- +goose Up`) kept outside a migrations folder is renamed',
      base: clickhouse,
      head: {
        'internal-packages/clickhouse/schema/040_add_deployment_id.sql': null,
        'internal-packages/clickhouse/schema/041_add_deployment_id.sql': gooseUp,
      },
      errors: [{ file: 'internal-packages/clickhouse/schema/041_add_deployment_id.sql', message: /renamed/ }],
    },
  ],
});

describe('schema/migration-rewritten on a real repository', () => {
  const rewritten = async (change: (dir: string) => void) => {
    const r = makeRepo({ base: app });
    change(r.dir);
    git(r.dir, 'commit', '-q', '-am', 'change');
    const report = await runCheck({
      repoDir: r.dir,
      base: r.base,
      head: git(r.dir, 'rev-parse', 'HEAD'),
      onlyRules: ['schema/migration-rewritten'],
    });
    return report.findings.filter((f) => f.ruleId === 'schema/migration-rewritten').map((f) => f.file);
  };
  const migration = 'prisma/migrations/20250101000000_init/migration.sql';

  it('leaves a migration whose mode alone changed (made executable): its statements are as applied', async () => {
    expect(await rewritten((dir) => chmodSync(join(dir, migration), 0o755))).toEqual([]);
  });
  it('look-alike: a migration made executable and edited is rewritten', async () => {
    expect(
      await rewritten((dir) => {
        writeFileSync(join(dir, migration), `${init}ALTER TABLE "User" ADD COLUMN "name" TEXT;\n`);
        chmodSync(join(dir, migration), 0o755);
      }),
    ).toEqual([migration]);
  });
});
