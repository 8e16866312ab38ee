import { Logger } from '@nestjs/common';
import type { LoggerOptions } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import type { NodeEnv } from '../config/app.config.js';
import type { DatabaseConfig } from '../config/database.config.js';
import { DatabaseLogger } from './database-logger.js';
import { migrations } from './migrations/index.js';

/** TypeORM's options plus where the embedded database lives when `url` is unset, and whether starting migrates. */
export type AppDataSourceOptions = PostgresDataSourceOptions & { dataDir: string; migrateAtStart: boolean };

const logger = new Logger('Database');

/** Connections per process: pg's default. */
const POOL_SIZE = 10;

/** One definition for the app (DatabaseModule) and the TypeORM CLI (data-source.ts). */
export function dataSourceOptions(database: DatabaseConfig, nodeEnv: NodeEnv): AppDataSourceOptions {
  // TypeORM 1.1 reports migrations that ran at the 'schema' level (failures always).
  const logging: LoggerOptions = nodeEnv === 'test' ? ['error'] : ['error', 'warn', 'schema'];
  return {
    type: 'postgres',
    url: database.url,
    dataDir: database.dataDir,
    migrateAtStart: database.migrateAtStart,
    migrations,
    // Run by openDataSource under a lock (migrate-once.ts), not by TypeORM's initialize.
    migrationsRun: false,
    synchronize: false,
    logging,
    logger: new DatabaseLogger(logging),
    poolSize: POOL_SIZE,
    // Connections are kept once opened: pg closes those idle for 10 s, and after a quiet spell the
    // next burst of visitors waited for new ones, whose first queries (catalogue caches, prepared
    // statements) are slow. The long tail's p99 after 10 s without searches went 19 → 360 ms.
    extra: { min: POOL_SIZE },
    // An idle client whose server goes away emits 'error' on the pool; unheard, it kills the process.
    poolErrorHandler: (error: Error) => logger.error(`PostgreSQL pool: ${error.message}`),
  };
}
