// `npm run migrate`: runs the pending migrations (under the lock every start takes) and exits.
// The API's instances can then start with MIGRATE_AT_START=false (docker-compose's migrate service).
import { BACKEND_PACKAGES, buildIfStale } from './workspace.mjs';

buildIfStale(BACKEND_PACKAGES);
await import('../dist/database/migrate.js');
