import { MAX_NAMED, namedList } from '../../core/wording';
import type { RuleFinding, Rule } from '../../core/types';
import type { ChangedFile } from '../../git/changeset';
import {
  journalEntries,
  migrationKind,
  migrationMentions,
  type MigrationMention,
  type MigrationKind,
} from '../../extractors/datamodel/migrations';
import type { Workspace } from '../../workspace/workspace';

/**
 * A migration that exists on the base branch has already run somewhere; editing, renaming
 * or deleting it changes history that deployed databases never replay.
 */
export const migrationRewritten: Rule = {
  meta: {
    id: 'schema/migration-rewritten',
    description: 'A migration that already exists on the base branch is modified, renamed or deleted.',
    defaultSeverity: 'blocking',
  },
  check(ctx) {
    const ws = ctx.workspace;
    const findings: RuleFinding[] = [];
    for (const f of ctx.changes.files) {
      if (f.status === 'added' || f.status === 'copied' || f.submodule) continue;
      const basePath = f.oldPath ?? f.path;
      const kind = migrationKind(ws.base, basePath, ctx.config.migrationFolders);
      if (!kind) continue;
      if (kind === 'journal') {
        const finding = journalFinding(f, ws);
        if (finding) findings.push(finding);
        continue;
      }
      if (f.status === 'deleted') {
        findings.push({
          file: basePath,
          line: 1,
          message: `Migration ${basePath} exists on the base branch and was deleted; databases that already applied it keep its changes, and new ones no longer get them.`,
          fix: `Restore ${basePath}; to undo what it did, add a new migration that reverses it.`,
        });
        continue;
      }
      if (f.status === 'renamed' && f.addedLines.length === 0 && f.removedLines.length === 0) {
        findings.push({
          file: f.path,
          line: 1,
          message: `Migration ${basePath} exists on the base branch and was renamed to ${f.path}; migration tools track applied migrations by name, so databases would apply it a second time.`,
          fix: `Move ${f.path} back to ${basePath}; put any new change in a new migration.`,
          related: [{ file: basePath, line: 1, message: 'original migration name on the base branch' }],
        });
        continue;
      }
      // a change of the file's mode alone (made executable) leaves what databases ran as it was
      if (f.status === 'modified' && f.hunks.length === 0) continue;
      const added = newStatements(ws, basePath, f.path, kind);
      const line = f.hunks.find((h) => h.newLines > 0)?.newStart ?? f.hunks[0]?.newStart ?? 1;
      findings.push({
        file: f.path,
        line: Math.max(1, line),
        message: `Migration ${basePath} exists on the base branch and was ${f.status === 'renamed' ? `renamed to ${f.path} and ` : ''}edited in place; databases that already applied it will never run the change${added ? ` (${added})` : ''}.`,
        fix: `Restore ${basePath} to its content on the base branch and put the change${added ? ` (${added})` : ''} in a new migration.`,
        related:
          f.status === 'renamed' ? [{ file: basePath, line: 1, message: 'original migration on the base branch' }] : [],
      });
    }
    return findings;
  },
};

function describe(m: MigrationMention): string {
  const col = m.column ? `${m.table ?? '?'}.${m.column}` : (m.table ?? '');
  switch (m.action) {
    case 'add-column':
      return `adds ${col}`;
    case 'drop-column':
      return `drops ${col}`;
    case 'rename-column':
      return `renames ${col} to ${m.newName ?? '?'}`;
    case 'create-table':
      return `creates table ${m.table}`;
    case 'drop-table':
      return `drops table ${m.table}`;
    default:
      return `changes ${col}`;
  }
}

/** What the edit added, in words: the mentions of the head version that the base version lacks. */
function newStatements(ws: Workspace, basePath: string, headPath: string, kind: MigrationKind): string {
  const sig = (m: MigrationMention) =>
    `${m.action}:${m.table ?? ''}:${m.column ?? ''}:${m.newName ?? ''}`.toLowerCase();
  const before = new Set(migrationMentions(ws.base, basePath, kind).map(sig));
  const added = migrationMentions(ws.head, headPath, kind).filter((m) => !before.has(sig(m)));
  const words = [...new Set(added.map(describe))];
  return words.slice(0, 3).join(', ') + (words.length > 3 ? ', …' : '');
}

/** A Drizzle journal may gain entries; changing or dropping an existing one rewrites history. */
function journalFinding(f: ChangedFile, ws: Workspace): RuleFinding | undefined {
  const basePath = f.oldPath ?? f.path;
  const before = journalEntries(ws.base.read(basePath));
  if (!before) return undefined;
  const after = f.status === 'deleted' ? new Map<string, string>() : journalEntries(ws.head.read(f.path));
  if (!after) return undefined; // unreadable JSON is the preflight's business
  const changed = [...before].filter(([tag, entry]) => after.get(tag) !== entry).map(([tag]) => tag);
  if (changed.length === 0) return undefined;
  const file = f.status === 'deleted' ? basePath : f.path;
  const lines = f.status === 'deleted' ? undefined : ws.head.read(f.path)?.split('\n');
  const lineOf = (tag: string) => (lines?.findIndex((l) => l.includes(`"${tag}"`)) ?? -1) + 1 || undefined;
  const idx = (lineOf(changed[0]) ?? 0) - 1;
  return {
    file,
    line: idx >= 0 ? idx + 1 : 1,
    message: `The Drizzle journal ${basePath} changes or removes the entr${changed.length > 1 ? 'ies' : 'y'} of applied migration${changed.length > 1 ? 's' : ''} ${namedList(changed)}; databases that already applied ${changed.length > 1 ? 'them' : 'it'} will not follow.`,
    fix: `Restore the existing entries of ${basePath} and only append new ones (\`npx drizzle-kit generate\`).`,
    related:
      changed.length > MAX_NAMED
        ? changed.map((tag) => ({ file, line: lineOf(tag) ?? 1, message: `entry ${tag} changed or removed` }))
        : undefined,
  };
}
