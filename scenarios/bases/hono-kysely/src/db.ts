import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './db-types';
import { env } from './env';

export const db = new Kysely<Database>({
  dialect: new PostgresDialect({
    pool: new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 }),
  }),
});
