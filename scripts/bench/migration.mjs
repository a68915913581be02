// Issue 32's target: a migration file of 5,000 statements is judged in under 1 s. A Prisma
// project whose pull request adds one migration of `statements` statements (new tables with
// their indexes and foreign keys, added columns, backfills), and the gate's wall time on it
// (median of `reps` runs) with the time of the two migration rules (`--timing`).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ruleTimes } from './chain.mjs';
import { median, runOnce } from './measure.mjs';

function write(dir, files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

function git(dir, ...args) {
  execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
}

/** Five statements per table: a table, its index, a foreign key, a column, a backfill. */
function bigMigration(statements) {
  const out = [];
  for (let i = 0; out.length < statements; i++) {
    out.push(
      `CREATE TABLE "Part${i}" ("id" TEXT NOT NULL, "orderId" TEXT NOT NULL, "qty" INTEGER NOT NULL, CONSTRAINT "Part${i}_pkey" PRIMARY KEY ("id"));`,
    );
    out.push(`CREATE INDEX "Part${i}_orderId_idx" ON "Part${i}"("orderId");`);
    out.push(
      `ALTER TABLE "Part${i}" ADD CONSTRAINT "Part${i}_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE;`,
    );
    out.push(`ALTER TABLE "Order" ADD COLUMN "part${i}Count" INTEGER;`);
    out.push(`UPDATE "Order" SET "part${i}Count" = 0 WHERE "part${i}Count" IS NULL;`);
  }
  return `${out.slice(0, statements).join('\n')}\n`;
}

export function benchMigration({ cli, workDir, statements = 5000, reps, env }) {
  const dir = join(workDir, 'migration');
  mkdirSync(dir, { recursive: true });
  write(dir, {
    'package.json': '{ "name": "parts", "private": true, "dependencies": { "@prisma/client": "^6.2.1" } }\n',
    'prisma/schema.prisma':
      'datasource db {\n  provider = "postgresql"\n  url      = env("DATABASE_URL")\n}\n\nmodel Order {\n  id String @id\n}\n',
    'prisma/migrations/20250101000000_init/migration.sql':
      'CREATE TABLE "Order" ("id" TEXT NOT NULL, CONSTRAINT "Order_pkey" PRIMARY KEY ("id"));\n',
    'prisma/migrations/migration_lock.toml': 'provider = "postgresql"\n',
  });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, '-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', 'add', '-A');
  git(dir, '-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'pr');
  write(dir, { 'prisma/migrations/20250201000000_parts/migration.sql': bigMigration(statements) });
  git(dir, 'add', '-A');
  git(dir, '-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', 'commit', '-q', '-m', 'parts');

  const runs = [];
  for (let i = 0; i < reps + 1; i++) {
    const r = runOnce(
      ['node', cli, 'check', '--repo', dir, '--base', 'main', '--head', 'pr', '--format', 'json', '--timing'],
      { env },
    );
    if (r.status !== 0 && r.status !== 1) throw new Error(`gate exited ${r.status} on the migration: ${r.stderr}`);
    const rules = ruleTimes(r.stderr);
    const findings = JSON.parse(r.stdout).findings;
    // the first run warms the page cache and the code cache
    if (i > 0)
      runs.push({
        ms: r.ms,
        rulesMs: (rules.get('schema/unsafe-migration') ?? 0) + (rules.get('schema/deploy-breaks') ?? 0),
        findings: findings.length,
      });
  }
  const ms = median(runs.map((r) => r.ms));
  const rulesMs = median(runs.map((r) => r.rulesMs));
  return {
    line: `a migration of ${statements.toLocaleString('en-US')} statements: the whole check ${(ms / 1000).toFixed(2)} s, of which schema/unsafe-migration and schema/deploy-breaks ${rulesMs} ms (${runs[0].findings} findings; median of ${runs.length} runs)`,
    target: {
      name: `a migration of ${statements.toLocaleString('en-US')} statements judged in under 1 s (the whole check)`,
      value: ms / 1000,
      limit: 1,
      text: `${(ms / 1000).toFixed(2)} s`,
    },
  };
}
