import type { Parser } from 'node-sql-parser';

import { splitStatements, type MigrationMention, type SqlStatement, type Token } from './sql-tokens';
import { postgresMentions } from './postgres';

export { splitStatements } from './sql-tokens';
export type { MentionAction, MigrationMention, SqlStatement } from './sql-tokens';

type Dialect = 'postgresql' | 'mysql' | 'sqlite';
const DIALECTS: Dialect[] = ['postgresql', 'mysql', 'sqlite'];
const parsers = new Map<Dialect, Parser>();

/**
 * The parser of one SQL dialect, loaded on first use: most runs parse no SQL, and the
 * build with every dialect is ten times the size of one (most migrations parse as the
 * first dialect tried).
 */
function parserFor(dialect: Dialect): Parser {
  let parser = parsers.get(dialect);
  if (!parser) {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const mod = (
      dialect === 'postgresql'
        ? require('node-sql-parser/build/postgresql')
        : dialect === 'mysql'
          ? require('node-sql-parser/build/mysql')
          : require('node-sql-parser/build/sqlite')
    ) as typeof import('node-sql-parser');
    /* eslint-enable @typescript-eslint/no-require-imports */
    parser = new mod.Parser();
    parsers.set(dialect, parser);
  }
  return parser;
}

/**
 * Tables and columns a SQL migration mentions, statement by statement: read by Postgres'
 * own grammar when the script parses whole with it (most migrations; its parser reads
 * thousands of statements a second where the SQL AST reader reads hundreds), else, and for
 * statements of kinds that reader does not map, by the SQL AST reader of the first dialect
 * that parses the statement, else by the tolerant token reader.
 */
export function sqlMentions(sql: string): MigrationMention[] {
  const out =
    postgresMentions(sql, (text, line) =>
      // the statement's text starts at its line of the script
      splitStatements(text).flatMap((stmt) =>
        statementMentions({
          ...stmt,
          line: line + stmt.line - 1,
          tokens: stmt.tokens.map((t) => ({ ...t, line: line + t.line - 1 })),
        }),
      ),
    ) ?? splitStatements(sql).flatMap(statementMentions);
  return [...out, ...rebuiltTables(out)];
}

function statementMentions(stmt: SqlStatement): MigrationMention[] {
  return astMentions(stmt) ?? tokenMentions(stmt);
}

/**
 * A table rebuilt under another name and renamed into place (SQLite cannot alter a column:
 * drizzle-kit writes `CREATE TABLE __new_t (…)`, copies the rows, drops `t` and renames
 * `__new_t` to `t`; Prisma does the same with `new_t`): what the migration says of the new
 * table, it says of the table it becomes.
 */
function rebuiltTables(mentions: MigrationMention[]): MigrationMention[] {
  const created = new Set(mentions.filter((m) => m.action === 'create-table' && m.table).map((m) => m.table));
  const out: MigrationMention[] = [];
  for (const rename of mentions) {
    if (rename.action !== 'rename-table' || !rename.table || !rename.newName || !created.has(rename.table)) continue;
    for (const m of mentions) {
      if (m.table === rename.table && m !== rename) out.push({ ...m, table: rename.newName });
    }
  }
  return out;
}

type AstNode = Record<string, unknown>;

function astMentions(stmt: SqlStatement): MigrationMention[] | undefined {
  for (const database of DIALECTS) {
    let ast: unknown;
    try {
      ast = parserFor(database).astify(stmt.text, { database });
    } catch {
      continue;
    }
    const nodes = (Array.isArray(ast) ? ast : [ast]) as AstNode[];
    const mentions = nodes.flatMap((node) => nodeMentions(node, stmt.line));
    // An AST we do not understand is read by the tokenizer instead.
    return mentions.length > 0 ? mentions : undefined;
  }
  return undefined;
}

function nameOf(x: unknown): string | undefined {
  if (typeof x === 'string') return x;
  if (x && typeof x === 'object') {
    const o = x as AstNode;
    if (typeof o.value === 'string') return o.value;
    if (o.expr !== undefined) return nameOf(o.expr);
    if (o.column !== undefined) return nameOf(o.column);
    if (typeof o.table === 'string') return o.table;
  }
  return undefined;
}

function tablesOf(x: unknown): string[] {
  const list = Array.isArray(x) ? x : x ? [x] : [];
  return list.map((t) => nameOf((t as AstNode).table ?? t)).filter((s): s is string => !!s);
}

function nodeMentions(node: AstNode, line: number): MigrationMention[] {
  const out: MigrationMention[] = [];
  const type = node.type;
  const keyword = node.keyword;
  if (type === 'create' && keyword === 'table') {
    for (const table of tablesOf(node.table)) {
      out.push({ action: 'create-table', table, line });
      for (const def of (node.create_definitions as AstNode[] | undefined) ?? []) {
        if (def.resource === 'column') out.push({ action: 'add-column', table, column: nameOf(def.column), line });
      }
    }
  } else if (type === 'drop' && (keyword === 'table' || keyword === undefined)) {
    const names = (node.name as unknown[] | undefined) ?? [];
    for (const n of names) {
      const table = nameOf((n as AstNode).table ?? n);
      if (table) out.push({ action: 'drop-table', table, line });
    }
  } else if (type === 'create' && keyword === 'index') {
    const table = tablesOf(node.table)[0];
    const cols = ((node.index_columns as unknown[] | undefined) ?? []).map(nameOf);
    if (table) out.push({ action: 'index', table, line });
    for (const column of cols) if (table && column) out.push({ action: 'index', table, column, line });
  } else if (type === 'alter' && keyword === 'table') {
    const table = tablesOf(node.table)[0];
    for (const e of (node.expr as AstNode[] | undefined) ?? []) {
      const action = e.action;
      const resource = e.resource;
      if (resource === 'column') {
        const column = nameOf(e.column);
        if (action === 'add') out.push({ action: 'add-column', table, column, line });
        else if (action === 'drop') out.push({ action: 'drop-column', table, column, line });
        else if (action === 'rename') {
          out.push({ action: 'rename-column', table, column: nameOf(e.old_column), newName: column, line });
        } else out.push({ action: 'alter-column', table, column, line });
      } else if (resource === 'table' && action === 'rename') {
        out.push({ action: 'rename-table', table, newName: nameOf(e.table), line });
      } else {
        out.push({ action: resource === 'index' ? 'index' : 'constraint', table, line });
      }
    }
  } else if (type === 'rename') {
    for (const pair of (node.table as unknown[][] | undefined) ?? []) {
      const [from, to] = pair.map((t) => nameOf((t as AstNode).table ?? t));
      if (from) out.push({ action: 'rename-table', table: from, newName: to, line });
    }
  }
  return out;
}

const lower = (t: Token | undefined) => (t && t.kind === 'word' ? t.value.toLowerCase() : '');
const isName = (t: Token | undefined) => !!t && (t.kind === 'word' || t.kind === 'ident');

/** Reads `schema.name` starting at index i; returns the last part and the next index. */
function qualifiedName(tokens: Token[], i: number): [string | undefined, number] {
  if (!isName(tokens[i])) return [undefined, i];
  let name = tokens[i].value;
  let j = i + 1;
  while (tokens[j]?.value === '.' && isName(tokens[j + 1])) {
    name = tokens[j + 1].value;
    j += 2;
  }
  return [name, j];
}

function skipWords(tokens: Token[], i: number, words: string[]): number {
  while (words.includes(lower(tokens[i]))) i++;
  return i;
}

/**
 * The tolerant reader for statements the SQL parser rejects (Postgres `RENAME COLUMN`,
 * `CREATE TYPE ... AS ENUM`, `DO $$` blocks, vendor syntax): it recognises the DDL shapes
 * that matter here from the token sequence and reports nothing for the rest.
 */
export function tokenMentions(stmt: SqlStatement): MigrationMention[] {
  const t = stmt.tokens;
  const out: MigrationMention[] = [];
  const w0 = lower(t[0]);
  if (w0 === 'do' || (w0 === 'create' && lower(t[1]) === 'function')) {
    // A procedural block: read the DDL inside its body.
    const body = t.find((x) => x.kind === 'string');
    if (!body) return out;
    for (const s of splitStatements(body.value)) {
      // `BEGIN ALTER TABLE ...`: start at the first DDL verb of the inner statement.
      const at = s.tokens.findIndex((x) => ['alter', 'create', 'drop', 'rename'].includes(lower(x)));
      if (at < 0) continue;
      const tokens = s.tokens.slice(at).map((x) => ({ ...x, line: body.line + x.line - 1 }));
      out.push(...tokenMentions({ text: '', line: tokens[0].line, tokens }));
    }
    return out;
  }
  if (w0 === 'create') {
    let i = skipWords(t, 1, ['or', 'replace', 'unique', 'temporary', 'temp', 'unlogged', 'virtual']);
    const what = lower(t[i]);
    if (what === 'table') {
      i = skipWords(t, i + 1, ['if', 'not', 'exists']);
      const [table, j] = qualifiedName(t, i);
      if (!table) return out;
      out.push({ action: 'create-table', table, line: stmt.line });
      // Column definitions: the first name after `(` or `,` at depth 1.
      let depth = 0;
      for (let k = j; k < t.length; k++) {
        const v = t[k].value;
        if (v === '(') depth++;
        else if (v === ')') depth--;
        else if (depth === 1 && (t[k - 1]?.value === '(' || t[k - 1]?.value === ',') && isName(t[k])) {
          if (!['constraint', 'primary', 'unique', 'foreign', 'check', 'index', 'key'].includes(lower(t[k]))) {
            out.push({ action: 'add-column', table, column: t[k].value, line: t[k].line });
          }
        }
      }
    } else if (what === 'index') {
      const on = t.findIndex((x) => lower(x) === 'on');
      if (on < 0) return out;
      const [table, j] = qualifiedName(t, skipWords(t, on + 1, ['only']));
      if (!table) return out;
      out.push({ action: 'index', table, line: stmt.line });
      for (let k = j; k < t.length; k++)
        if (t[k].kind === 'ident' || (t[k].kind === 'word' && t[k - 1]?.value !== ')')) {
          if (
            ![
              'using',
              'btree',
              'hash',
              'gin',
              'gist',
              'where',
              'asc',
              'desc',
              'include',
              'nulls',
              'first',
              'last',
            ].includes(lower(t[k]))
          ) {
            out.push({ action: 'index', table, column: t[k].value, line: stmt.line });
          }
        }
    }
    return out;
  }
  if (w0 === 'drop' && lower(t[1]) === 'table') {
    let i = skipWords(t, 2, ['if', 'exists']);
    while (i < t.length) {
      const [table, j] = qualifiedName(t, i);
      if (!table) break;
      out.push({ action: 'drop-table', table, line: stmt.line });
      i = t[j]?.value === ',' ? j + 1 : t.length;
    }
    return out;
  }
  if (w0 === 'drop' && lower(t[1]) === 'index') {
    out.push({ action: 'index', line: stmt.line });
    return out;
  }
  if (w0 === 'alter' && lower(t[1]) === 'table') {
    const [table, start] = qualifiedName(t, skipWords(t, 2, ['if', 'exists', 'only']));
    if (!table) return out;
    // Comma-separated actions at depth 0.
    let k = start;
    while (k < t.length) {
      const line = t[k].line;
      const verb = lower(t[k]);
      let i = k + 1;
      if (verb === 'add') {
        const next = lower(t[i]);
        if (['constraint', 'primary', 'unique', 'foreign', 'index', 'check', 'key'].includes(next)) {
          out.push({ action: 'constraint', table, line });
        } else {
          i = skipWords(t, i, ['column', 'if', 'not', 'exists']);
          if (isName(t[i])) out.push({ action: 'add-column', table, column: t[i].value, line });
        }
      } else if (verb === 'drop') {
        const next = lower(t[i]);
        if (['constraint', 'primary', 'foreign', 'index', 'key'].includes(next)) {
          out.push({ action: 'constraint', table, line });
        } else {
          i = skipWords(t, i, ['column', 'if', 'exists']);
          if (isName(t[i])) out.push({ action: 'drop-column', table, column: t[i].value, line });
        }
      } else if (verb === 'rename') {
        const next = lower(t[i]);
        if (next === 'to' || next === 'as') {
          const [to] = qualifiedName(t, i + 1);
          out.push({ action: 'rename-table', table, newName: to, line });
        } else if (next === 'constraint' || next === 'index') {
          out.push({ action: 'constraint', table, line });
        } else {
          i = skipWords(t, i, ['column']);
          if (isName(t[i]) && lower(t[i + 1]) === 'to' && isName(t[i + 2])) {
            out.push({ action: 'rename-column', table, column: t[i].value, newName: t[i + 2].value, line });
          }
        }
      } else if (verb === 'alter' || verb === 'modify' || verb === 'change') {
        i = skipWords(t, i, ['column']);
        if (isName(t[i])) out.push({ action: 'alter-column', table, column: t[i].value, line });
        if (verb === 'change' && isName(t[i + 1]) && lower(t[i + 1]) !== '') {
          out.push({ action: 'rename-column', table, column: t[i].value, newName: t[i + 1].value, line });
        }
      } else {
        out.push({ action: 'other', table, line });
      }
      // Next action after a comma at depth 0.
      let depth = 0;
      let j = k;
      for (; j < t.length; j++) {
        const v = t[j].value;
        if (t[j].kind !== 'punct') continue;
        if (v === '(') depth++;
        else if (v === ')') depth--;
        else if (v === ',' && depth === 0) break;
      }
      k = j + 1;
    }
    return out;
  }
  if (w0 === 'rename' && lower(t[1]) === 'table') {
    const [from, j] = qualifiedName(t, 2);
    const [to] = qualifiedName(t, j + 1);
    if (from) out.push({ action: 'rename-table', table: from, newName: to, line: stmt.line });
    return out;
  }
  if (w0 === 'comment' || w0 === 'grant' || w0 === 'insert' || w0 === 'update') {
    return out;
  }
  return out;
}
