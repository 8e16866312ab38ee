// `npm run seed -- --listings 100000`: fills the database the app is configured for (DATABASE_URL,
// or the embedded one in DATA_DIR) with that many listings, fast: no photos, batched inserts,
// then VACUUM ANALYZE and a checkpoint. `npm run seed -- --demo`: the demo accounts, listings with photos, articles,
// topics and advisors (what `npm start` does by itself on an empty embedded database), written once:
// what exists is left alone. Against the embedded database, stop the app first: it serves one
// process at a time.
import { parseArgs } from 'node:util';
import { BACKEND_PACKAGES, buildIfStale } from './workspace.mjs';
import { listingColumns, randomSource } from './seed-listings.mjs';

const { values } = parseArgs({ options: { listings: { type: 'string', default: '1000' }, owners: { type: 'string', default: '50' }, demo: { type: 'boolean', default: false } } });
if (values.demo) {
  await seedDemo();
  process.exit(0);
}
const count = Number(values.listings);
const ownerCount = Number(values.owners);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(ownerCount) || ownerCount < 1) {
  console.error('Usage: npm run seed -- --listings <count ≥ 1> [--owners <count ≥ 1>]');
  process.exit(2);
}

// The app's own modules do the work (migrations, texts, search_text): build them if stale.
buildIfStale(BACKEND_PACKAGES);
const { openDataSource } = await import('../dist/database/app-data-source.js');
const { dataSourceOptions } = await import('../dist/database/data-source-options.js');
const { databaseConfig } = await import('../dist/config/database.config.js');
const { LISTING_TEXTS } = await import('../dist/properties/demo/listing-texts.js');
const { searchTextOf } = await import('../dist/properties/search/search-text.js');
const { approximatePoint } = await import('../dist/properties/listing-location.js');

const BATCH = 5_000;
// [column, element type] in the order of the INSERT; each batch is one array parameter per column.
const COLUMNS = [
  ['user_id', 'int'],
  ['title', 'text'],
  ['title_en', 'text'],
  ['description', 'text'],
  ['description_en', 'text'],
  ['price', 'numeric'],
  ['price_unit', 'text'],
  ['price_dzd', 'numeric'],
  ['price_type', 'text'],
  ['property_type', 'text'],
  ['commune', 'text'],
  ['ownership_document', 'text'],
  ['area', 'numeric'],
  ['bedrooms', 'int'],
  ['bathrooms', 'int'],
  ['features', 'jsonb'],
  ['features_en', 'jsonb'],
  ['is_active', 'boolean'],
  ['is_featured', 'boolean'],
  ['status', 'text'],
  ['view_count', 'int'],
  ['search_text', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['coordinates', 'jsonb'],
  ['location_exact', 'boolean'],
  ['shown_lat', 'float8'],
  ['shown_lng', 'float8'],
];
const INSERT = `INSERT INTO properties (${COLUMNS.map(([name]) => name).join(', ')}) SELECT * FROM unnest(${COLUMNS.map(([, type], at) => `$${at + 1}::${type}[]`).join(', ')})`;

const started = Date.now();
const dataSource = await openDataSource(dataSourceOptions(databaseConfig(process.env)(), 'production'));
try {
  // Owners who cannot sign in: "!" is no password hash, so every password is wrong.
  await dataSource.query(
    `INSERT INTO users (username, email, password_hash, first_name, last_name, phone, subscription_plan) ` +
      `SELECT 'seed_owner_' || n, 'seed-owner-' || n || '@example.invalid', '!', 'مالك', 'رقم ' || n, '+213 555 00 ' || lpad(n::text, 4, '0'), 'premium' ` +
      `FROM generate_series(1, $1) AS n ON CONFLICT DO NOTHING`,
    [ownerCount],
  );
  const owners = (await dataSource.query(`SELECT id FROM users WHERE email LIKE 'seed-owner-%@example.invalid' ORDER BY id`)).map(({ id }) => id);
  const random = randomSource(20_26);
  for (let done = 0; done < count; done += BATCH) {
    const columns = listingColumns(Math.min(BATCH, count - done), owners, { random, texts: LISTING_TEXTS, searchTextOf, approximatePoint });
    await dataSource.query(
      INSERT,
      COLUMNS.map(([name]) => columns[name]),
    );
    process.stdout.write(`\r${Math.min(done + BATCH, count)} / ${count} listings`);
  }
  await dataSource.query('VACUUM ANALYZE properties');
  // The seed's writes flushed now, not by a checkpoint spread over the minutes after: what the
  // bench measures next is a site in its steady state, not one still writing 100,000 new rows to
  // disk (p99 of the long tail 250–370 ms right after a seed, 20 ms once flushed). Only a
  // superuser or pg_checkpoint may; anyone else's database flushes in its own time.
  await dataSource.query('CHECKPOINT').catch((error) => console.warn(`\nNo checkpoint (${error.message}): the seed's writes are flushed in the background.`));
  console.log(`\nSeeded ${count} listings for ${owners.length} owners in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await dataSource.destroy();
}

/** The app itself, started without serving: its seeders run at bootstrap when DEMO_ACCOUNTS is true. */
async function seedDemo() {
  buildIfStale(BACKEND_PACKAGES);
  const { createApp } = await import('../dist/app.factory.js');
  const app = await createApp({ env: { ...process.env, DEMO_ACCOUNTS: 'true', SERVE_FRONTENDS: 'false', LOG_FORMAT: 'text' } }).catch(() => process.exit(1));
  try {
    await app.init();
  } finally {
    await app.close();
  }
}
