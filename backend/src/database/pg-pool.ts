import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/** TypeORM's own pg pool, for what needs the driver itself (the session store, prepared statements, pool metrics). */
export const pgPool = (dataSource: DataSource): Pool => (dataSource.driver as PostgresDriver).master as Pool;
