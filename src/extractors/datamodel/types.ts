export interface ModelField {
  name: string;
  /** Database column name (Prisma `@map`, Drizzle's column string, TypeORM `name`, else the field name). */
  column: string;
  line: number;
  type?: string;
  nullable?: boolean;
  /** A Prisma relation field: the client's view of a relation, with no column of its own. */
  relationOnly?: boolean;
  unique?: boolean;
  /** Default value as written (compared between trees, not interpreted). */
  default?: string;
}

export interface ModelIndex {
  /** Database column names. */
  columns: string[];
  unique: boolean;
  line: number;
  /** The index's name in the database, when the model gives one (or its ORM names it by rule). */
  name?: string;
}

export interface DataModel {
  name: string;
  /** Database table name. */
  table: string;
  file: string;
  line: number;
  orm: 'prisma' | 'drizzle' | 'typeorm' | 'sequelize';
  fields: ModelField[];
  indexes?: ModelIndex[];
  /** The code identifier that holds the table (Drizzle `export const users = pgTable(...)`). */
  variable?: string;
}

/** A schema-wide setting that changes the generated database schema (Prisma datasource keys). */
export interface SchemaSetting {
  key: string;
  value: string;
  file: string;
  line: number;
}
