/**
 * The kind of value a column type holds as the code sees it (`text`, `number`, …): a type
 * change within one family (`varchar(50)` → `text`, `int` → `bigint`) is read the same way by
 * the running version; across families (`int` → `text`) it is not. Reads SQL types of each
 * engine and the type names of Prisma, Drizzle, TypeORM and Sequelize.
 */
export type TypeFamily = 'text' | 'number' | 'boolean' | 'time' | 'json' | 'binary';

const FAMILIES: [RegExp, TypeFamily][] = [
  [/^(bool|boolean|tinyint\(1\))$/, 'boolean'],
  [/^(json|jsonb)$/, 'json'],
  [/^(bytea|blob|bytes|binary|varbinary|longblob|mediumblob)$/, 'binary'],
  [/^(timestamp|timestamptz|datetime|date|time|timetz|interval|dateTime)/i, 'time'],
  [
    /^(int|integer|int2|int4|int8|smallint|bigint|tinyint|mediumint|serial|bigserial|smallserial|numeric|decimal|real|float|float4|float8|double|money)/,
    'number',
  ],
  [
    /^(text|varchar|char|character|citext|uuid|string|enum|nvarchar|nchar|longtext|mediumtext|tinytext|name|inet|cidr)/,
    'text',
  ],
];

const PRISMA_TYPES: Record<string, TypeFamily> = {
  string: 'text',
  int: 'number',
  bigint: 'number',
  float: 'number',
  decimal: 'number',
  boolean: 'boolean',
  datetime: 'time',
  json: 'json',
  bytes: 'binary',
};

/** The family of a type as written (`varchar(191)`, `String @db.Uuid`, `integer('n')`, `Column,int`), if known. */
export function typeFamily(type: string): TypeFamily | undefined {
  const t = type.trim();
  // Prisma: `String`, `Int?`, `String @db.VarChar(191)` (the scalar type decides what the client reads)
  const prisma = /^([A-Z][A-Za-z]*)\??(\[\])?(\s|$)/.exec(t);
  if (prisma && PRISMA_TYPES[prisma[1].toLowerCase()] && !prisma[2]) return PRISMA_TYPES[prisma[1].toLowerCase()];
  // TypeORM: `Column,varchar,255`; Drizzle: `varchar(…)`; Sequelize: `DataTypes.STRING`
  const word = t
    .replace(/^DataTypes\./, '')
    .replace(/^Column,/, '')
    .split(/[,(\s[]/)[0]
    .toLowerCase();
  if (t.endsWith('[]')) return undefined;
  for (const [re, family] of FAMILIES) if (re.test(word)) return family;
  return undefined;
}
