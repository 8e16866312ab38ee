import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Debian's Chromium, or CHROMIUM_PATH; Playwright's own browser download cannot run here. */
export function chromiumPath() {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => path && existsSync(path));
  if (!found) throw new Error('No Chromium found: install one (sudo apt-get install -y chromium) or set CHROMIUM_PATH.');
  return found;
}
