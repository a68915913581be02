import type { Node, SourceFile } from 'ts-morph';
import { isTestCode, runsOnlyInBrowser } from '../../workspace/classify';
import { treeFact } from '../../workspace/fact';
import { loadTsMorph } from '../../workspace/ts';
import { isCodeFile, type TreeView } from '../../workspace/workspace';
import { tableKey } from './coverage';
import { dataModels, modelFileCandidates, modelsOfFile } from './index';
import { canHoldRecords } from './reach';
import { migrationKind } from './migrations';
import { staleReferences } from './references';
import { roleIn } from '../code/role';
import type { DataModel, ModelField } from './types';

/**
 * What a version of the code (a tree: the base branch is the version running when a
 * migration is applied) does with a table or one of its columns: the queries through its
 * ORM, which select every column the model maps (Prisma's client, Drizzle's `select()` and
 * relational queries, TypeORM repositories, Sequelize models), explicit reads and writes of
 * the column's field, and raw SQL that names it.
 */
export interface ColumnUse {
  file: string;
  line: number;
  /** `prisma.user.findMany`, `user.stripeCustomerId`, `raw SQL`. */
  what: string;
  kind: 'model-query' | 'field' | 'sql';
}

/** How many uses are enough to tell (the search stops there). */
const ENOUGH = 6;
/** Files parsed at most, per question. */
const MAX_FILES = 80;

const PRISMA_QUERY =
  /^(findUnique|findUniqueOrThrow|findFirst|findFirstOrThrow|findMany|create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany|count|aggregate|groupBy)$/;

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** The model of a table in a tree (by its database name). */
export function modelOfTable(view: TreeView, table: string): DataModel | undefined {
  const key = tableKey(table);
  return dataModels(view).find((m) => tableKey(m.table) === key);
}

/** The field of a model mapped to a column (by database name, case-insensitive). */
export function fieldOfColumn(model: DataModel | undefined, column: string): ModelField | undefined {
  const key = column.toLowerCase();
  return model?.fields.find((f) => f.column.toLowerCase() === key && !f.relationOnly);
}

/**
 * Uses of a table (and, when given, of one of its columns) by the code of a tree. With a
 * column, a query of the model counts only when the model maps that column (its client then
 * selects it); without one, any query of the model counts.
 */
export const columnUses = treeFact((view: TreeView, table: string, column: string): ColumnUse[] => {
  const model = modelOfTable(view, table);
  const field = column ? fieldOfColumn(model, column) : undefined;
  const modelQueried = model && (!column || field);
  const words = new Set<string>();
  if (modelQueried && model) {
    if (model.orm === 'prisma') words.add(lowerFirst(model.name));
    else if (model.variable) words.add(model.variable);
    else words.add(model.name);
  }
  if (field) words.add(field.name);
  if (column) words.add(column);
  words.add(table);
  const schemaFiles = new Set(modelFileCandidates(view).filter((p) => modelsOfFile(view, p).length > 0));
  const files = view
    .grep([...words].filter((w) => /^[A-Za-z_$][\w$]*$/.test(w)))
    .filter((p) => isCodeFile(p) && !isTestCode(p) && !schemaFiles.has(p) && !p.includes('node_modules/'))
    .filter((p) => !migrationKind(view, p))
    // code that runs only in the browser, or in a package with no database client, reads API responses
    .filter((p) => !runsOnlyInBrowser(roleIn(view, p), view.read(p)) && canHoldRecords(view, p));
  // files naming the column itself first: they are the explicit uses
  const named = column ? files.filter((p) => new RegExp(`\\b${escape(column)}\\b`).test(view.read(p) ?? '')) : [];
  const ordered = [...named, ...files.filter((p) => !named.includes(p))].slice(0, MAX_FILES);
  const uses: ColumnUse[] = [];
  for (const path of ordered) {
    const sf = view.sourceFile(path);
    if (!sf) continue;
    if (modelQueried && model) uses.push(...modelQueries(sf, path, model, field));
    if (column) {
      const removed = {
        model: model?.name ?? table,
        table,
        variable: model?.variable,
        field: field?.name ?? column,
        column,
        others: otherModelNames(view, model),
        sharedColumn: dataModels(view).some(
          (m) => m !== model && m.fields.some((f) => f.column.toLowerCase() === column.toLowerCase()),
        ),
        // a column the tree's ORM model does not map: its code reaches it through raw SQL only
        sqlOnly: model !== undefined && field === undefined,
      };
      for (const ref of staleReferences(sf, removed)) {
        uses.push({
          file: path,
          line: ref.line,
          what: ref.kind === 'sql' ? 'raw SQL' : ref.text.split('\n')[0],
          kind: ref.kind === 'sql' ? 'sql' : 'field',
        });
      }
    } else uses.push(...rawSqlTable(sf, path, table));
    if (uses.length >= ENOUGH) break;
  }
  const seen = new Set<string>();
  return uses.filter((u) => {
    const k = `${u.file}:${u.line}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
});

/** The names code calls the data model's other models by (model, table, Drizzle variable). */
function otherModelNames(view: TreeView, model: DataModel | undefined): string[] {
  return dataModels(view)
    .filter((m) => m !== model)
    .flatMap((m) => [m.name, m.table, m.variable ?? '']);
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Prisma methods that return no record, so they select no column (their filters are field reads, found apart). */
const PRISMA_NO_RECORD = /^(createMany|updateMany|deleteMany|count|aggregate|groupBy)$/;

/** Whether an object literal option (`select`, `columns`, `omit`) names the field, or undefined when it is absent. */
function optionNames(arg: Node | undefined, option: string, field: string): boolean | undefined {
  const { Node: N } = loadTsMorph();
  if (!arg || !N.isObjectLiteralExpression(arg)) return undefined;
  const p = arg.getProperty(option);
  if (!p) return undefined;
  if (!N.isPropertyAssignment(p)) return true;
  const value = p.getInitializer();
  if (!value || !N.isObjectLiteralExpression(value)) return true;
  return value.getProperty(field) !== undefined;
}

/** The calls chained on a call's result: `db.insert(t).values(…).returning()` → values, returning. */
function chainedAfter(call: Node): string[] {
  const { Node: N } = loadTsMorph();
  const out: string[] = [];
  let cur: Node = call;
  for (;;) {
    const access = cur.getParent();
    if (!access || !N.isPropertyAccessExpression(access) || access.getExpression() !== cur) break;
    const next = access.getParent();
    if (!next || !N.isCallExpression(next)) break;
    out.push(access.getName());
    cur = next;
  }
  return out;
}

/**
 * Queries of a model in one file, through its ORM's client, that select the field (all of
 * the model's columns, or a selection that names it); without a field, every query.
 */
function modelQueries(sf: SourceFile, path: string, model: DataModel, field?: ModelField): ColumnUse[] {
  const { Node: N, SyntaxKind } = loadTsMorph();
  const out: ColumnUse[] = [];
  const push = (node: Node, what: string) =>
    out.push({ file: path, line: node.getStartLineNumber(), what, kind: 'model-query' });
  if (model.orm === 'prisma') {
    const delegate = lowerFirst(model.name);
    for (const access of sf.getDescendantsOfKind(SyntaxKind.PropertyAccessExpression)) {
      if (access.getName() !== delegate) continue;
      const parent = access.getParent();
      const method = N.isPropertyAccessExpression(parent) ? parent.getName() : '';
      if (!PRISMA_QUERY.test(method)) continue;
      if (field) {
        if (PRISMA_NO_RECORD.test(method)) continue;
        const call = parent?.getParent();
        const arg = call && N.isCallExpression(call) ? call.getArguments()[0] : undefined;
        // `select` lists the columns the query reads; `omit` leaves some out
        if (optionNames(arg, 'select', field.name) === false || optionNames(arg, 'omit', field.name) === true) continue;
      }
      push(access, `${access.getText().replace(/\s+/g, '')}.${method}`);
    }
    return out;
  }
  if (model.orm === 'drizzle' && model.variable) {
    const v = model.variable;
    for (const id of sf.getDescendantsOfKind(SyntaxKind.Identifier)) {
      if (id.getText() !== v) continue;
      const parent = id.getParent();
      // db.select().from(users), db.query.users.findMany(), db.insert(users).returning()
      if (N.isCallExpression(parent) && parent.getArguments().includes(id)) {
        const callee = parent.getExpression();
        const name = N.isPropertyAccessExpression(callee) ? callee.getName() : '';
        if (!/^(from|insert|update|delete|innerJoin|leftJoin|rightJoin|fullJoin|join)$/.test(name)) continue;
        if (field && name === 'from' && N.isPropertyAccessExpression(callee)) {
          const select = callee.getExpression();
          const selection = N.isCallExpression(select) ? select.getArguments()[0] : undefined;
          if (selection && !new RegExp(`\\b${escape(v)}\\.${escape(field.name)}\\b`).test(selection.getText()))
            continue;
        }
        if (field && /^(insert|update|delete)$/.test(name)) {
          const after = chainedAfter(parent);
          const returning = after.includes('returning');
          if (!returning) continue;
        }
        push(parent, `${name}(${v})`);
      } else if (N.isPropertyAccessExpression(parent) && parent.getNameNode() === id) {
        if (!/\.query$/.test(parent.getExpression().getText())) continue;
        if (field) {
          const call = parent.getParent()?.getParent();
          const arg = call && N.isCallExpression(call) ? call.getArguments()[0] : undefined;
          if (optionNames(arg, 'columns', field.name) === false) continue;
        }
        push(parent, `${parent.getText()}`);
      }
    }
    return out;
  }
  // TypeORM and Sequelize: the entity or model class used by name outside its own file
  for (const id of sf.getDescendantsOfKind(SyntaxKind.Identifier)) {
    if (id.getText() !== model.name) continue;
    const parent = id.getParent();
    if (N.isImportSpecifier(parent) || N.isImportClause(parent)) continue;
    if (N.isTypeReference(parent)) {
      // Repository<User>, Model<User>: the generic that holds the entity says more than the name
      const outer = parent.getParent();
      push(parent, (N.isTypeReference(outer) ? outer : parent).getText().slice(0, 60));
    } else if (N.isCallExpression(parent) || N.isPropertyAccessExpression(parent))
      push(parent, parent.getText().split('\n')[0].slice(0, 60));
    if (out.length >= ENOUGH) break;
  }
  return out;
}

/** Raw SQL of a file that reads or writes a table. */
function rawSqlTable(sf: SourceFile, path: string, table: string): ColumnUse[] {
  const re = new RegExp(
    `\\b(from|join|into|update|table)\\s+(["\`]?\\w+["\`]?\\.)?["\`]?${escape(table)}["\`]?(?![\\w$])`,
    'i',
  );
  return stringLiterals(sf)
    .filter((lit) => re.test(lit.getText()))
    .map((lit) => ({ file: path, line: lit.getStartLineNumber(), what: 'raw SQL', kind: 'sql' }));
}

/** The string literals and template literals of a file (where raw SQL is written). */
function stringLiterals(sf: SourceFile): Node[] {
  const { SyntaxKind } = loadTsMorph();
  return [
    ...sf.getDescendantsOfKind(SyntaxKind.StringLiteral),
    ...sf.getDescendantsOfKind(SyntaxKind.NoSubstitutionTemplateLiteral),
    ...sf.getDescendantsOfKind(SyntaxKind.TemplateExpression),
  ];
}

/** A call of a database function by the code of a tree. */
export interface FunctionCall {
  file: string;
  line: number;
  /** `supabase.rpc('add_project', …)` or raw SQL naming it. */
  kind: 'rpc' | 'sql';
  /** The named arguments an RPC call passes (`{ p_name, p_path }`); undefined when they cannot be told. */
  args?: string[];
}

/**
 * Calls of a database function by name: PostgREST clients' `rpc('name', { args })`
 * (Supabase), and SQL text that calls it (`SELECT name(…)`), outside tests and migrations.
 */
export const functionCalls = treeFact((view: TreeView, name: string): FunctionCall[] => {
  const { Node, SyntaxKind } = loadTsMorph();
  if (!/^[A-Za-z_][\w$]*$/.test(name)) return [];
  const sqlCall = new RegExp(`\\b${escape(name)}\\s*\\(`, 'i');
  const files = view
    .grep([name])
    .filter((p) => isCodeFile(p) && !isTestCode(p) && !p.includes('node_modules/') && !migrationKind(view, p))
    .slice(0, MAX_FILES);
  const out: FunctionCall[] = [];
  for (const path of files) {
    const sf = view.sourceFile(path);
    if (!sf) continue;
    for (const call of sf.getDescendantsOfKind(SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'rpc') continue;
      const [fn, params] = call.getArguments();
      if (!fn || !(Node.isStringLiteral(fn) || Node.isNoSubstitutionTemplateLiteral(fn))) continue;
      if (fn.getLiteralValue() !== name) continue;
      const keys =
        params === undefined
          ? []
          : Node.isObjectLiteralExpression(params) &&
              params.getProperties().every((p) => Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p))
            ? params
                .getProperties()
                .map((p) => (p as Node & { getName(): string }).getName().replace(/^['"]|['"]$/g, ''))
            : undefined;
      out.push({ file: path, line: call.getStartLineNumber(), kind: 'rpc', ...(keys ? { args: keys } : {}) });
    }
    for (const lit of stringLiterals(sf)) {
      const text = lit.getText();
      if (/\b(select|call|perform)\b/i.test(text) && sqlCall.test(text))
        out.push({ file: path, line: lit.getStartLineNumber(), kind: 'sql' });
    }
    if (out.length >= ENOUGH) break;
  }
  return out;
});
