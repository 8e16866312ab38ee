import 'reflect-metadata';
import { appConfig } from '../config/app.config.js';
import { databaseConfig } from '../config/database.config.js';
import { createDataSource } from './app-data-source.js';
import { dataSourceOptions } from './data-source-options.js';

// For the TypeORM CLI only (package.json migration:* scripts run it from dist/). Against the
// embedded database, stop the app first: the embedded database serves one process at a time.
const { nodeEnv } = appConfig(process.env)();

export default await createDataSource(dataSourceOptions(databaseConfig(process.env)(), nodeEnv));
