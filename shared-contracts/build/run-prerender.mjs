// Runs a front end's prerender bundle in a Node process of its own and writes prerender.json,
// and for a remote, pages.json (the patterns of its pages, from the bundle's PAGE_PATTERNS).
// Kept out of the rspack process: React's server renderer has no business in the bundler's
// process while it shuts its compilers down. Usage: node run-prerender.mjs <bundle.cjs> <out.json>
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const PAGES_FILE = 'pages.json'; // PAGES_FILE of shared-contracts' build-artifacts.ts

const [bundle, out] = process.argv.slice(2);
if (!bundle || !out) throw new Error('Usage: node run-prerender.mjs <bundle.cjs> <out.json>');
const built = createRequire(import.meta.url)(bundle);
writeFileSync(out, JSON.stringify(await built.default()));
if (built.PAGE_PATTERNS) writeFileSync(join(dirname(out), PAGES_FILE), JSON.stringify(built.PAGE_PATTERNS));
