import type { Decorator, Node, ObjectLiteralExpression, SourceFile } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';
import { stringValue } from './drizzle';
import type { DataModel, ModelField, ModelIndex } from './types';

const COLUMN_DECORATORS = new Set([
  'Column',
  'PrimaryColumn',
  'PrimaryGeneratedColumn',
  'CreateDateColumn',
  'UpdateDateColumn',
  'DeleteDateColumn',
  'VersionColumn',
  'ObjectIdColumn',
]);
/** Relations that own a foreign-key column (`<property>Id` unless `@JoinColumn({ name })`). */
const OWNING_RELATIONS = new Set(['ManyToOne', 'OneToOne']);
const OTHER_RELATIONS = new Set(['OneToMany', 'ManyToMany']);

/** TypeORM's default naming strategy: `UserProfile` → `user_profile`. */
function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/** `@Entity()` classes of one file, with their `@Column`s and indexes. */
/** Column decorators whose values the database fills in for existing rows too. */
const GENERATED_COLUMNS = new Set([
  'PrimaryGeneratedColumn',
  'CreateDateColumn',
  'UpdateDateColumn',
  'DeleteDateColumn',
  'VersionColumn',
]);

export function typeormModels(sf: SourceFile, path: string): DataModel[] {
  const models: DataModel[] = [];
  for (const cls of sf.getClasses()) {
    const entity = cls.getDecorator('Entity');
    if (!entity) continue;
    const name = cls.getName() ?? 'default';
    const table = decoratorName(entity) ?? snakeCase(name);
    const fields: ModelField[] = [];
    const indexes: ModelIndex[] = [];
    for (const prop of cls.getProperties()) {
      const propName = prop.getName();
      // `string | null` and `string` map to the same column; nullability comes from the options.
      const typeNode = prop
        .getTypeNode()
        ?.getText()
        .split('|')
        .map((t) => t.trim())
        .filter((t) => t !== 'null' && t !== 'undefined')
        .join(' | ');
      let field: ModelField | undefined;
      for (const dec of prop.getDecorators()) {
        const dn = dec.getName();
        const opts = decoratorOptions(dec);
        if (COLUMN_DECORATORS.has(dn)) {
          const firstArg = dec.getArguments()[0];
          const typeArg = firstArg ? stringValue(firstArg) : undefined;
          field = {
            name: propName,
            column: optionString(opts, 'name') ?? propName,
            line: prop.getStartLineNumber(),
            type: [dn, optionText(opts, 'type') ?? typeArg ?? typeNode, optionText(opts, 'length')]
              .filter(Boolean)
              .join(' '),
            nullable: optionText(opts, 'nullable') === 'true',
            unique: optionText(opts, 'unique') === 'true',
            default: optionText(opts, 'default') ?? (GENERATED_COLUMNS.has(dn) ? dn : undefined),
          };
        } else if (OWNING_RELATIONS.has(dn) || OTHER_RELATIONS.has(dn)) {
          const join = prop.getDecorator('JoinColumn');
          const owning = dn === 'ManyToOne' || (dn === 'OneToOne' && join !== undefined);
          const joinName = join ? optionString(decoratorOptions(join), 'name') : undefined;
          field = {
            name: propName,
            column: owning ? (joinName ?? `${propName}Id`) : propName,
            line: prop.getStartLineNumber(),
            type: dn,
            nullable: optionText(decoratorOptions(dec, 2), 'nullable') !== 'false',
            relationOnly: !owning,
          };
        }
      }
      if (field) {
        fields.push(field);
        const idx = prop.getDecorator('Index');
        if (idx) {
          const nameArg = idx.getArguments()[0];
          const name = nameArg ? stringValue(nameArg) : undefined;
          indexes.push({
            columns: [field.column],
            unique: optionText(decoratorOptions(idx), 'unique') === 'true',
            line: idx.getStartLineNumber(),
            ...(name ? { name } : {}),
          });
        }
      }
    }
    for (const idx of cls.getDecorators().filter((d) => d.getName() === 'Index' || d.getName() === 'Unique')) {
      const columns = idx
        .getArguments()
        .flatMap((a) => (a.getKind() === loadTsMorph().SyntaxKind.ArrayLiteralExpression ? a.getChildren() : []))
        .flatMap((a) => a.getDescendants().concat(a))
        .map((n) => stringValue(n))
        .filter((s): s is string => s !== undefined)
        .map((p) => fields.find((f) => f.name === p)?.column ?? p);
      indexes.push({
        columns: [...new Set(columns)],
        unique: idx.getName() === 'Unique' || optionText(decoratorOptions(idx), 'unique') === 'true',
        line: idx.getStartLineNumber(),
      });
    }
    models.push({ name, table, file: path, line: cls.getStartLineNumber(), orm: 'typeorm', fields, indexes });
  }
  return models;
}

/** `@Entity('users')` or `@Entity({ name: 'users' })`. */
function decoratorName(dec: Decorator): string | undefined {
  const first = dec.getArguments()[0];
  if (!first) return undefined;
  return stringValue(first) ?? optionString(decoratorOptions(dec), 'name');
}

/** The options object of a decorator call (the last object literal among its first `max` arguments). */
function decoratorOptions(dec: Decorator, max = 3): ObjectLiteralExpression | undefined {
  const { SyntaxKind } = loadTsMorph();
  const args = dec.getArguments().slice(0, max);
  for (let i = args.length - 1; i >= 0; i--) {
    if (args[i].isKind(SyntaxKind.ObjectLiteralExpression)) return args[i] as ObjectLiteralExpression;
  }
  return undefined;
}

function optionNode(obj: ObjectLiteralExpression | undefined, key: string): Node | undefined {
  const { SyntaxKind } = loadTsMorph();
  const prop = obj?.getProperty(key);
  return prop?.isKind(SyntaxKind.PropertyAssignment) ? prop.getInitializer() : undefined;
}

export function optionString(obj: ObjectLiteralExpression | undefined, key: string): string | undefined {
  const n = optionNode(obj, key);
  return n ? stringValue(n) : undefined;
}

export function optionText(obj: ObjectLiteralExpression | undefined, key: string): string | undefined {
  const n = optionNode(obj, key);
  if (!n) return undefined;
  return stringValue(n) ?? n.getText().replace(/\s+/g, '');
}
