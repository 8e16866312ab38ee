// `npm run bench [-- <name>…]`: performance figures, measured, never asserted (README). With no
// name, every bench; names: api (the listings API), concurrency (200 visitors at once on the
// embedded default and DATABASE_URL), instances (one API instance, then two, on one database),
// deploy-stack (the pages through the compose stack beside npm start), front-end (first-visit JavaScript and Lighthouse).
import { spawnSync } from 'node:child_process';
import { ROOT } from './workspace.mjs';

const BENCHES = {
  api: ['backend/bench/api.mjs'],
  concurrency: ['backend/bench/concurrency.mjs'],
  instances: ['backend/bench/instances.mjs'],
  'deploy-stack': ['backend/bench/deploy-stack.mjs'],
  'front-end': ['shell/bench/first-visit.mjs'],
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`No bench named ${unknown.join(', ')}: choose among ${Object.keys(BENCHES).join(', ')}.`);
  process.exit(2);
}
for (const name of asked.length > 0 ? asked : Object.keys(BENCHES)) {
  console.log(`\n== ${name} ==`);
  const { status } = spawnSync(process.execPath, BENCHES[name], { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
