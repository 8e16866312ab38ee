import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import type { AppDataSourceOptions } from './data-source-options.js';
import { EMBEDDED_POOL_SIZE, EmbeddedPostgres } from './embedded-postgres.js';

/**
 * A DataSource that owns the embedded database it connects to: destroying it closes the pool
 * first, then the embedded server. Nest destroys it on shutdown (TypeOrmCoreModule), so the
 * order holds whatever order Nest runs other modules' shutdown hooks in.
 */
export class AppDataSource extends DataSource {
  constructor(
    options: PostgresDataSourceOptions,
    private readonly embedded?: EmbeddedPostgres,
  ) {
    super(options);
  }

  override async destroy(): Promise<void> {
    try {
      if (this.isInitialized) await super.destroy();
    } finally {
      await this.embedded?.stop();
    }
  }
}

/** Points at `url`, or starts the embedded database in `<dataDir>/pglite` when there is none. */
export async function createDataSource({ dataDir, ...options }: AppDataSourceOptions): Promise<AppDataSource> {
  if (options.url) return new AppDataSource(options);
  const embedded = await EmbeddedPostgres.start(join(dataDir, 'pglite'));
  return new AppDataSource({ ...options, url: embedded.url, poolSize: EMBEDDED_POOL_SIZE }, embedded);
}

/** Creates and initializes (migrations included); a failed start releases what it opened. */
export async function openDataSource(options: AppDataSourceOptions): Promise<AppDataSource> {
  const dataSource = await createDataSource(options);
  try {
    return await dataSource.initialize();
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
}
