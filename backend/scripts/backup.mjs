// `npm run backup -- <file>`: the database and the photos of the site `npm start` would run
// (DATA_DIR, or DATABASE_URL and the photos' storage) into one file, while the site serves.
import { BACKEND_PACKAGES, buildIfStale } from './workspace.mjs';

buildIfStale(BACKEND_PACKAGES);
const { backupCommand } = await import('../dist/backup/backup-command.js');
process.exitCode = await backupCommand(process.argv[2], process.env);
