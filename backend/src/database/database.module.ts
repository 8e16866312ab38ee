import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { DATABASE_CONFIG, type DatabaseConfig } from '../config/database.config.js';
import { openDataSource } from './app-data-source.js';
import { dataSourceOptions, type AppDataSourceOptions } from './data-source-options.js';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      // The config tokens rather than ConfigService: ConfigService can be built before the
      // variables are validated, and a database must not open for a start that then fails.
      inject: [DATABASE_CONFIG, APP_CONFIG],
      useFactory: (database: DatabaseConfig, app: AppConfig) => ({
        ...dataSourceOptions(database, app.nodeEnv),
        // A start that cannot reach or migrate its database stops at once with that error,
        // instead of after TypeOrmModule's default ten attempts three seconds apart.
        toRetry: () => false,
      }),
      dataSourceFactory: (options) => openDataSource(options as AppDataSourceOptions),
    }),
  ],
})
export class DatabaseModule {}
