import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { AccountSeeder } from './auth/account-seeder.js';
import { APP_CONFIG, type AppConfig } from './config/app.config.js';
import { PORTAL_CONFIG, type PortalConfig } from './config/portal.config.js';
import { GracefulShutdown } from './lifecycle/graceful-shutdown.js';

const logger = new Logger('Main');

// createApp (a bad variable) or Nest (the database) has already logged why it could not start.
const app = await createApp().catch(() => process.exit(1));
// Stops by answering what is in flight, then the job runner, the pools and the embedded database.
app.get(GracefulShutdown).onSignals(app);
const { port, host } = app.get<AppConfig>(APP_CONFIG);
const { serveFrontends } = app.get<PortalConfig>(PORTAL_CONFIG);
// 0.0.0.0 listens everywhere; a browser on this machine opens localhost.
const base = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;

try {
  await app.listen(port, host);
  logger.log(serveFrontends ? `Djelfa Estates is running at ${base}  (API at ${base}/api; Ctrl-C stops it)` : `API ready at ${base}/api`);
  const demo = app.get(AccountSeeder).demoAccounts();
  if (demo.length > 0) logger.log(`Demo accounts: ${demo.map(({ email, password, role }) => `${email} / ${password} (${role})`).join(', ')}`);
} catch (error) {
  logger.error(`Cannot listen on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`);
  await app.close();
  process.exitCode = 1;
}
