import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { BRAND } from 'shared-contracts';
import sharp from 'sharp';

/** Where the installed app's icons are served (the portal's, beside /manifest.webmanifest). */
export const APP_ICONS_PATH = '/app-icons';

/**
 * The installed app's icons, each drawn from the site's mark (shared-contracts' favicon.svg, the
 * same source as the page's favicon.png). `any`: the mark as it is, its rounded corners
 * transparent. `maskable` (and Apple's icon, which iOS shows on black where it is transparent):
 * the mark at 75% of the side on the theme colour to the edges: the house then reaches 29% of the
 * side from the centre, well inside the central circle of 80% (the maskable safe zone), whatever
 * shape the launcher cuts.
 */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'apple' },
] as const;

export type AppIcon = (typeof APP_ICONS)[number];

/** The share of a maskable icon's side the mark is drawn at. */
export const MASKABLE_MARK_SHARE = 0.75;

const markSvg = (): Promise<Buffer> => {
  const contracts = dirname(createRequire(import.meta.url).resolve('shared-contracts/package.json'));
  return readFile(join(contracts, 'build', 'favicon.svg'));
};

async function draw(svg: Buffer, icon: AppIcon): Promise<Buffer> {
  // The mark is 32 units wide: density so that it is rasterised at (at least) the size drawn.
  const at = (px: number) => sharp(svg, { density: Math.ceil((72 * px) / 32) }).resize(px, px);
  if (icon.purpose === 'any') return at(icon.size).png().toBuffer();
  const mark = Math.round(icon.size * MASKABLE_MARK_SHARE);
  const before = Math.floor((icon.size - mark) / 2);
  const after = icon.size - mark - before;
  return at(mark).extend({ top: before, bottom: after, left: before, right: after, background: BRAND.primary }).flatten({ background: BRAND.primary }).png().toBuffer();
}

let drawn: Promise<Map<string, Buffer>> | undefined;

/**
 * Every icon, drawn by sharp once per process, at the first request for one (a few tens of ms,
 * not spent at start by a server that is never asked).
 */
export function appIcons(): Promise<Map<string, Buffer>> {
  drawn ??= markSvg()
    .then((svg) => Promise.all(APP_ICONS.map(async (icon) => [icon.file, await draw(svg, icon)] as const)))
    .then((icons) => new Map(icons));
  drawn.catch(() => (drawn = undefined));
  return drawn;
}
