import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { APP_CONFIG, type AppConfig } from './config/app.config.js';

const logger = new Logger('Main');

// Nest has already logged why the application could not be built (bad variable, database).
const app = await createApp().catch(() => process.exit(1));
const { port, host } = app.get<AppConfig>(APP_CONFIG);

try {
  await app.listen(port, host);
  logger.log(`API ready at http://${host}:${port}/api`);
} catch (error) {
  logger.error(`Cannot listen on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`);
  await app.close();
  process.exitCode = 1;
}
