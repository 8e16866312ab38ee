// `npm run db:url`: the address of the embedded database while the site runs, for psql, pg_dump
// (PostgreSQL 18's) or any other client: postgres://postgres:<password>@127.0.0.1:<port>/djelfa_estates.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKEND_PACKAGES, buildIfStale } from './workspace.mjs';

buildIfStale(BACKEND_PACKAGES);
const { databaseConfig } = await import('../dist/config/database.config.js');
const { EMBEDDED_DATABASE, EMBEDDED_FILES } = await import('../dist/database/embedded/embedded-postgres.js');
const { runningServer } = await import('../dist/database/embedded/running-server.js');

const { url, dataDir } = databaseConfig(process.env)();
if (url) {
  console.log(url);
  process.exit(0);
}
const running = await runningServer(join(dataDir, EMBEDDED_FILES.cluster));
if (!running) {
  console.error(`The embedded database in ${dataDir} is not running: start the site (npm start), then ask again.`);
  process.exit(1);
}
const password = (await readFile(join(dataDir, EMBEDDED_FILES.password), 'utf8')).trim();
console.log(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.port}/${EMBEDDED_DATABASE}`);
