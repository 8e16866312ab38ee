// The type scale (type-scale.css) goes into every page's head, in the inline style before any
// stylesheet: every area's styles name its steps, and an area's page drawn alone (its dev server)
// has them too. Not a stylesheet imported from shared-contracts: that name is a federation share,
// and a shared stylesheet came in a file of its own, one more for the first paint to wait for.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const TYPE_SCALE_FILE = fileURLToPath(new URL('./type-scale.css', import.meta.url));

/** type-scale.css's rules without its comments and line breaks. */
export const typeScaleRules = () =>
  readFileSync(TYPE_SCALE_FILE, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*([{};:])\s*/g, '$1')
    .trim();
