import type { SyntaxNode } from '@lezer/common';
import { parser } from '@lezer/python';
import { sqlMentions } from './sql';
import type { MentionAction, MigrationMention } from './sql-tokens';

/**
 * Django migrations (`<app>/migrations/0029_tournament_gg_spec_id.py`): the tables and columns
 * their operations change, read from the module's Python syntax (never run). A repository
 * whose database Django migrates may describe the same tables to a TypeScript ORM (a Drizzle
 * schema beside a Django back end): a model change there is carried by a Django migration.
 */

/** A module of a migrations folder that declares a Django migration class. */
export function isDjangoMigration(path: string, text: string): boolean {
  return path.endsWith('.py') && /\bmigrations\.Migration\b/.test(text);
}

/**
 * What a Django migration's operations name. A model's table is `<app>_<model>` (the app is
 * the folder that holds `migrations/`), unless the operation gives its `db_table`; a field's
 * column is its name, with `_id` for a foreign key or one-to-one field, unless `db_column`
 * says otherwise. `RunSQL` is read as SQL.
 */
export function djangoMentions(text: string, path: string): MigrationMention[] {
  const app = appLabel(path);
  const out: MigrationMention[] = [];
  const tree = parser.parse(text);
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length;
  tree.iterate({
    enter: (ref) => {
      if (ref.name !== 'CallExpression') return;
      const node = ref.node;
      const callee = node.firstChild;
      if (!callee || callee.name !== 'MemberExpression') return;
      const [object, , property] = children(callee);
      if (!object || !property || textOf(text, object) !== 'migrations') return;
      const operation = textOf(text, property);
      const args = argumentsOf(text, node);
      const line = lineOf(node.from);
      const model = (name: string | undefined, options?: SyntaxNode) =>
        (options && stringOf(text, dictValue(text, options, 'db_table'))) ??
        (name !== undefined && app !== undefined ? `${app}_${name.toLowerCase()}` : name);
      const push = (action: MentionAction, table: string | undefined, extra: Partial<MigrationMention> = {}) => {
        if (table) out.push({ action, table, line, ...extra });
      };
      switch (operation) {
        case 'CreateModel': {
          const table = model(stringOf(text, args.get('name', 0)), args.get('options', 2));
          push('create-table', table);
          for (const [name, field] of fieldsOf(text, args.get('fields', 1)))
            push('add-column', table, { column: columnOf(text, name, field) });
          break;
        }
        case 'DeleteModel':
          push('drop-table', model(stringOf(text, args.get('name', 0))));
          break;
        case 'RenameModel':
          push('rename-table', model(stringOf(text, args.get('old_name', 0))), {
            newName: model(stringOf(text, args.get('new_name', 1))),
          });
          break;
        case 'AlterModelTable':
          push('rename-table', model(stringOf(text, args.get('name', 0))), {
            newName: stringOf(text, args.get('table', 1)),
          });
          break;
        case 'AddField':
        case 'AlterField':
        case 'RemoveField': {
          const name = stringOf(text, args.get('name', 1));
          const field = args.get('field', 2);
          const action =
            operation === 'AddField' ? 'add-column' : operation === 'AlterField' ? 'alter-column' : 'drop-column';
          if (name)
            push(action, model(stringOf(text, args.get('model_name', 0))), { column: columnOf(text, name, field) });
          break;
        }
        case 'RenameField':
          push('rename-column', model(stringOf(text, args.get('model_name', 0))), {
            column: stringOf(text, args.get('old_name', 1)),
            newName: stringOf(text, args.get('new_name', 2)),
          });
          break;
        case 'AddIndex':
        case 'RemoveIndex':
        case 'AlterUniqueTogether':
        case 'AlterIndexTogether':
        case 'AddConstraint':
        case 'RemoveConstraint': {
          const table = model(stringOf(text, args.get('model_name', 0) ?? args.get('name', 0)));
          push(/Index/.test(operation) ? 'index' : 'constraint', table);
          break;
        }
        case 'RunSQL': {
          const sql = stringOf(text, args.get('sql', 0));
          if (sql) for (const m of sqlMentions(sql)) out.push({ ...m, line: line + m.line - 1 });
          break;
        }
      }
    },
  });
  return out;
}

/** The app a migration belongs to: the folder that holds its `migrations/` folder. */
function appLabel(path: string): string | undefined {
  const parts = path.split('/');
  const at = parts.lastIndexOf('migrations');
  return at > 0 ? parts[at - 1] : undefined;
}

function children(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) out.push(c);
  return out;
}

function textOf(text: string, node: SyntaxNode): string {
  return text.slice(node.from, node.to);
}

/** A call's arguments: by keyword, and by position (`get('name', 0)` looks for either). */
function argumentsOf(
  text: string,
  call: SyntaxNode,
): { get(keyword: string, position: number): SyntaxNode | undefined } {
  const list = call.getChild('ArgList');
  const positional: SyntaxNode[] = [];
  const keyword = new Map<string, SyntaxNode>();
  const items = list ? children(list).filter((c) => !['(', ')', ','].includes(c.name)) : [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item.name === 'VariableName' && items[i + 1]?.name === 'AssignOp' && items[i + 2]) {
      keyword.set(textOf(text, item), items[i + 2]);
      i += 2;
    } else positional.push(item);
  }
  return { get: (k, p) => keyword.get(k) ?? positional[p] };
}

/** The value of a Python string literal (prefixes, single, double and triple quotes), else undefined. */
function stringOf(text: string, node: SyntaxNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.name === 'ContinuedString') {
    const parts = children(node).map((c) => stringOf(text, c));
    return parts.every((p) => p !== undefined) ? parts.join('') : undefined;
  }
  if (node.name !== 'String' && node.name !== 'FormatString') return undefined;
  const raw = textOf(text, node).replace(/^[rRbBuUfF]{0,2}/, '');
  const quote = raw.startsWith('"""') || raw.startsWith("'''") ? raw.slice(0, 3) : raw.slice(0, 1);
  return raw.slice(quote.length, raw.length - quote.length);
}

/** The value a dict literal gives a string key (`{"db_table": "events_tournament"}`). */
function dictValue(text: string, dict: SyntaxNode, key: string): SyntaxNode | undefined {
  if (dict.name !== 'DictionaryExpression') return undefined;
  const items = children(dict).filter((c) => !['{', '}', ',', ':'].includes(c.name));
  for (let i = 0; i + 1 < items.length; i += 2) if (stringOf(text, items[i]) === key) return items[i + 1];
  return undefined;
}

/** `fields=[("id", models.AutoField(...)), ("event", models.ForeignKey(...))]` as (name, field) pairs. */
function fieldsOf(text: string, list: SyntaxNode | undefined): [string, SyntaxNode | undefined][] {
  if (!list || list.name !== 'ArrayExpression') return [];
  const out: [string, SyntaxNode | undefined][] = [];
  for (const item of children(list)) {
    if (item.name !== 'TupleExpression') continue;
    const [name, field] = children(item).filter((c) => !['(', ')', ','].includes(c.name));
    const value = stringOf(text, name);
    if (value) out.push([value, field]);
  }
  return out;
}

/** A field's column: its `db_column`, else its name (with `_id` for a relation that holds a key). */
function columnOf(text: string, name: string, field: SyntaxNode | undefined): string {
  if (!field || field.name !== 'CallExpression') return name;
  const args = argumentsOf(text, field);
  const column = stringOf(text, args.get('db_column', -1));
  if (column) return column;
  const type =
    textOf(text, field.firstChild ?? field)
      .split('.')
      .pop() ?? '';
  return type === 'ForeignKey' || type === 'OneToOneField' ? `${name}_id` : name;
}
