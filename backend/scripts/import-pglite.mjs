// `npm run db:import-pglite`: carries the accounts, sessions, listings and photos' records of the
// earlier embedded engine (PGlite, in <DATA_DIR>/pglite) over to the embedded PostgreSQL, which
// must hold none yet. Stop the site first. PGlite is fetched from the npm registry for this run only.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BACKEND_PACKAGES, buildIfStale } from './workspace.mjs';

/** The version the product ran on, which wrote the folder. */
const PGLITE = '@electric-sql/pglite@0.5.14';
/** In the order their foreign keys need. */
const TABLES = ['users', 'user_sessions', 'password_reset_tokens', 'mail_outbox', 'uploads', 'properties'];
const BATCH = 500;

buildIfStale(BACKEND_PACKAGES);
const { databaseConfig } = await import('../dist/config/database.config.js');
const { dataSourceOptions } = await import('../dist/database/data-source-options.js');
const { openDataSource } = await import('../dist/database/app-data-source.js');
const { migrations } = await import('../dist/database/migrations/index.js');
const { EMBEDDED_FILES } = await import('../dist/database/embedded/embedded-postgres.js');

const { url, dataDir } = databaseConfig(process.env)();
const source = join(dataDir, EMBEDDED_FILES.pglite);
if (url) fail('DATABASE_URL is set: this carries the embedded PGlite data over to the embedded PostgreSQL only; unset it.');
if (!existsSync(source)) fail(`No PGlite database in ${source}: nothing to carry over.`);

const tools = await mkdtemp(join(tmpdir(), 'djelfa-pglite-'));
try {
  console.log(`Fetching ${PGLITE} (for this run only)…`);
  if (spawnSync('npm', ['install', '--prefix', tools, '--no-save', '--no-audit', '--no-fund', PGLITE], { stdio: 'inherit' }).status !== 0) fail('Could not install PGlite.');
  const { PGlite } = await import(pathToFileURL(join(tools, 'node_modules/@electric-sql/pglite/dist/index.js')).href);
  const { pg_trgm } = await import(pathToFileURL(join(tools, 'node_modules/@electric-sql/pglite/dist/contrib/pg_trgm.js')).href);
  const { unaccent } = await import(pathToFileURL(join(tools, 'node_modules/@electric-sql/pglite/dist/contrib/unaccent.js')).href);
  const pglite = await PGlite.create(source, { extensions: { pg_trgm, unaccent } });
  try {
    await carryOver(pglite);
  } finally {
    await pglite.close();
  }
  const kept = `${source}.imported-${new Date().toISOString().slice(0, 10)}`;
  await rename(source, kept);
  console.log(`Done. The PGlite folder is kept as ${kept}: delete it once the site shows your data.`);
} finally {
  await rm(tools, { recursive: true, force: true });
}

/**
 * Into a schema at the PGlite database's own migration, so that every column it has exists;
 * then the later migrations run on the data as they would have on a server.
 */
async function carryOver(pglite) {
  const ran = (await pglite.query('SELECT name FROM migrations ORDER BY id')).rows.map(({ name }) => name);
  if (ran.some((name, index) => migrations[index]?.name !== name)) fail(`The PGlite database's migrations (${ran.join(', ')}) are not this version's first ones.`);
  const options = dataSourceOptions(databaseConfig(process.env)(), 'production');
  const target = await openDataSource({ ...options, migrations: migrations.slice(0, ran.length) });
  try {
    if ((await target.query('SELECT count(*)::int AS n FROM users'))[0].n > 0) fail(`The embedded PostgreSQL in ${dataDir} already holds accounts: nothing was carried over.`);
    await target.transaction(async (manager) => {
      for (const table of TABLES) await copyTable(pglite, manager, table);
    });
  } finally {
    await target.destroy();
  }
  // The migrations since, on the data carried over.
  await (await openDataSource(options)).destroy();
}

async function copyTable(pglite, manager, table) {
  const columns = (await manager.query('SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_name = $1', [table])).filter(({ name }) => name);
  const { rows } = await pglite.query(`SELECT * FROM "${table}"`);
  const names = columns.map(({ name }) => name).filter((name) => rows.length === 0 || name in rows[0]);
  const json = new Set(columns.filter(({ type }) => type === 'json' || type === 'jsonb').map(({ name }) => name));
  for (let at = 0; at < rows.length; at += BATCH) {
    const batch = rows.slice(at, at + BATCH);
    const values = batch.flatMap((row) => names.map((name) => (json.has(name) && row[name] !== null ? JSON.stringify(row[name]) : row[name])));
    const tuples = batch.map((_, r) => `(${names.map((__, c) => `$${r * names.length + c + 1}`).join(', ')})`);
    await manager.query(`INSERT INTO "${table}" (${names.map((name) => `"${name}"`).join(', ')}) VALUES ${tuples.join(', ')}`, values);
  }
  if (names.includes('id')) await manager.query(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), greatest(1, (SELECT coalesce(max(id), 0) FROM "${table}")))`);
  console.log(`${table}: ${rows.length} rows`);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
