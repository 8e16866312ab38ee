import { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import type { AppDataSourceOptions } from './data-source-options.js';
import { EmbeddedPostgres } from './embedded/embedded-postgres.js';

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

/**
 * Points at `url`, or starts the embedded database in `dataDir` when there is none: the same
 * driver, migrations and pool either way.
 */
export async function createDataSource({ dataDir, ...options }: AppDataSourceOptions): Promise<AppDataSource> {
  if (options.url) return new AppDataSource(options);
  const embedded = await EmbeddedPostgres.start(dataDir);
  return new AppDataSource({ ...options, url: embedded.url }, embedded);
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
