import { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import type { AppDataSourceOptions } from './data-source-options.js';
import { EmbeddedPostgres } from './embedded/embedded-postgres.js';
import { assertMigrated, migrateOnce } from './migrate-once.js';

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
export async function createDataSource({ dataDir, migrateAtStart: _migrate, ...options }: AppDataSourceOptions): Promise<AppDataSource> {
  if (options.url) return new AppDataSource(options);
  const embedded = await EmbeddedPostgres.start(dataDir);
  return new AppDataSource({ ...options, url: embedded.url }, embedded);
}

/**
 * Creates and initializes it, then migrates (one process at a time) or checks that someone has;
 * a failed start releases what it opened.
 */
export async function openDataSource(options: AppDataSourceOptions): Promise<AppDataSource> {
  const dataSource = await createDataSource(options);
  try {
    await dataSource.initialize();
    if (options.migrateAtStart) await migrateOnce(dataSource);
    else await assertMigrated(dataSource);
    return dataSource;
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
}
