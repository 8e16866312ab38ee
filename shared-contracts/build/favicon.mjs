// The site's icon, drawn once from favicon.svg into a PNG by sharp at build time. The page links
// the PNG: Chromium loads an SVG icon as an SVG document of its own on the page's main thread
// (10–25 ms on our machine, ten times that on a phone), a PNG off it (README "The icon as a PNG").
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import sharp from 'sharp';

export const FAVICON_SVG = fileURLToPath(new URL('./favicon.svg', import.meta.url));
/** What the page links (index.html), in every build's output. */
export const FAVICON_FILE = 'favicon.png';
/** Google Search's and Chrome's preferred size: a multiple of 48 px. */
export const FAVICON_PX = 48;

/** @returns {Promise<Buffer>} favicon.svg drawn at FAVICON_PX square */
export async function faviconPng() {
  return sharp(await readFile(FAVICON_SVG), { density: 72 * 4 })
    .resize(FAVICON_PX, FAVICON_PX)
    .png()
    .toBuffer();
}

export class RasterFavicon {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(RasterFavicon.name, (compilation) => {
      compilation.fileDependencies.add(FAVICON_SVG);
      compilation.hooks.processAssets.tapPromise({ name: RasterFavicon.name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        compilation.emitAsset(FAVICON_FILE, new rspack.sources.RawSource(await faviconPng()));
      });
    });
  }
}
