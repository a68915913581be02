// The SQL of migrations as tokens and statements, and what a statement mentions: shared by
// the readers of every dialect (sql.ts, postgres.ts).

/** What a migration statement does to a table or column. */
export type MentionAction =
  | 'create-table'
  | 'drop-table'
  | 'rename-table'
  | 'add-column'
  | 'drop-column'
  | 'rename-column'
  | 'alter-column'
  | 'index'
  | 'constraint'
  | 'other';

export interface MigrationMention {
  action: MentionAction;
  table?: string;
  column?: string;
  /** New name of a renamed column or table. */
  newName?: string;
  line: number;
}

export interface Token {
  kind: 'word' | 'ident' | 'string' | 'number' | 'punct';
  value: string;
  line: number;
  start: number;
  end: number;
}

export interface SqlStatement {
  text: string;
  line: number;
  tokens: Token[];
}

/**
 * Splits SQL into statements with a tokenizer that knows comments, quoted identifiers,
 * strings and Postgres dollar quoting, so a `;` inside a `DO $$ ... $$` block or a string
 * does not end a statement.
 */
export function splitStatements(sql: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let current: Token[] = [];
  const flush = () => {
    if (current.length > 0) {
      const first = current[0];
      const last = current[current.length - 1];
      statements.push({ text: sql.slice(first.start, last.end), line: first.line, tokens: current });
    }
    current = [];
  };
  for (const tok of tokenize(sql)) {
    if (tok.kind === 'punct' && tok.value === ';') flush();
    else current.push(tok);
  }
  flush();
  return statements;
}

function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  const n = sql.length;
  const countLines = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (sql.charCodeAt(k) === 10) line++;
  };
  while (i < n) {
    const c = sql[i];
    if (c === '\n') {
      line++;
      i++;
      continue;
    }
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '-' && sql[i + 1] === '-') {
      while (i < n && sql[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      countLines(i, stop);
      i = stop;
      continue;
    }
    const startLine = line;
    const start = i;
    if (c === "'" || c === '"' || c === '`' || c === '[') {
      const close = c === '[' ? ']' : c;
      let j = i + 1;
      let value = '';
      while (j < n) {
        if (sql[j] === close) {
          if (close !== ']' && sql[j + 1] === close) {
            value += close;
            j += 2;
            continue;
          }
          break;
        }
        if (c === "'" && sql[j] === '\\' && j + 1 < n) {
          value += sql[j + 1];
          j += 2;
          continue;
        }
        value += sql[j];
        j++;
      }
      const stop = Math.min(n, j + 1);
      countLines(i, stop);
      i = stop;
      tokens.push({ kind: c === "'" ? 'string' : 'ident', value, line: startLine, start, end: stop });
      continue;
    }
    if (c === '$') {
      const m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i, i + 64));
      if (m) {
        const tag = m[0];
        const end = sql.indexOf(tag, i + tag.length);
        const stop = end < 0 ? n : end + tag.length;
        const value = sql.slice(i + tag.length, end < 0 ? n : end);
        countLines(i, stop);
        i = stop;
        tokens.push({ kind: 'string', value, line: startLine, start, end: stop });
        continue;
      }
    }
    if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < n && /[A-Za-z0-9_$]/.test(sql[j])) j++;
      tokens.push({ kind: 'word', value: sql.slice(i, j), line: startLine, start, end: j });
      i = j;
      continue;
    }
    if (/[0-9]/.test(c)) {
      let j = i + 1;
      while (j < n && /[0-9.]/.test(sql[j])) j++;
      tokens.push({ kind: 'number', value: sql.slice(i, j), line: startLine, start, end: j });
      i = j;
      continue;
    }
    tokens.push({ kind: 'punct', value: c, line: startLine, start, end: i + 1 });
    i++;
  }
  return tokens;
}
