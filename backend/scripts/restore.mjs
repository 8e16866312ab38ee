// `npm run restore -- <file>`: a site brought back from a backup, onto an empty database and photo
// storage (an empty DATA_DIR, or DATABASE_URL of a new database and a new folder or bucket).
import { BACKEND_PACKAGES, buildIfStale } from './workspace.mjs';

buildIfStale(BACKEND_PACKAGES);
const { restoreCommand } = await import('../dist/backup/backup-command.js');
process.exitCode = await restoreCommand(process.argv[2], process.env);
