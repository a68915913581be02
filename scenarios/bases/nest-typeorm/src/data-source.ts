import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ENTITIES } from './entities';

// Used by the TypeORM CLI only (migration:generate / migration:run).
export default new DataSource({
  type: 'postgres',
  url: process.env.DATABASE_URL,
  entities: ENTITIES,
  migrations: ['src/migrations/*.ts'],
});
