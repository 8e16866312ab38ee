import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { appConfig } from '../config/app.config.js';
import { databaseConfig } from '../config/database.config.js';
import { createDataSource } from './app-data-source.js';
import { dataSourceOptions } from './data-source-options.js';
import { migrateOnce } from './migrate-once.js';

// `npm run migrate`: the schema brought up to date before the API's instances start (docker-compose's
// migrate service), with the lock every start takes too. Against the embedded database, stop the app first.
const logger = new Logger('Migrate');
const { nodeEnv } = appConfig(process.env)();
const dataSource = await createDataSource({ ...dataSourceOptions(databaseConfig(process.env)(), nodeEnv), logging: ['error'] });
try {
  await dataSource.initialize();
  const ran = await migrateOnce(dataSource);
  logger.log(ran.length ? `Ran ${ran.length} migration(s): ${ran.join(', ')}.` : 'The database was up to date.');
} finally {
  await dataSource.destroy();
}
