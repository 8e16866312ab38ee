// Runs a front end's prerender bundle in a Node process of its own and writes prerender.json.
// Kept out of the rspack process: React's server renderer has no business in the bundler's
// process while it shuts its compilers down. Usage: node run-prerender.mjs <bundle.cjs> <out.json>
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';

const [bundle, out] = process.argv.slice(2);
if (!bundle || !out) throw new Error('Usage: node run-prerender.mjs <bundle.cjs> <out.json>');
const pages = await createRequire(import.meta.url)(bundle).default();
writeFileSync(out, JSON.stringify(pages));
