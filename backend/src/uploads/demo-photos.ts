import sharp from 'sharp';
import type { PropertyType } from 'shared-contracts';
import { backdrop, grain } from './demo-backdrop.js';
import { apartments, offices, shop, warehouse } from './demo-blocks.js';
import { house, villa, type Building } from './demo-homes.js';
import { farmland, plot } from './demo-land.js';
import { randomOf } from './demo-parts.js';

const BUILDINGS: Record<PropertyType, Building> = {
  أرض: plot,
  'أرض فلاحية': farmland,
  بنغالو: house(true),
  شقة: apartments,
  فيلا: villa,
  'محل تجاري': shop,
  مستودع: warehouse,
  مكتب: offices,
  منزل: house(false),
};

/**
 * A 1200×800 JPEG that passes for a photo of a property of this kind (one of PROPERTY_TYPES;
 * any other is drawn as a house), drawn here with no download. The same seed and kind give the
 * same picture; another seed, another sky, ground, colours and layout.
 */
export async function demoPhoto(seed: number, kind: string): Promise<Buffer> {
  // The kind is part of the seed: the third villa and the third shop do not share a sky either.
  const kindHash = [...kind].reduce((hash, char) => Math.imul(hash, 31) + char.codePointAt(0)!, 7);
  const random = randomOf(Math.imul(seed + 1, 0x9e3779b1) ^ kindHash);
  const [horizon, ground] = [random.between(470, 530), random.between(640, 690)];
  const scene = backdrop(random, horizon);
  const building = (BUILDINGS[kind as PropertyType] ?? BUILDINGS['منزل'])(random, ground);
  // A building is brought closer, as a photographer would; a plot of land is the whole view already.
  const zoom = kind === 'أرض' || kind === 'أرض فلاحية' ? 1 : random.between(1.25, 1.5);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">${scene}` +
    `<g transform="translate(600 ${ground}) scale(${zoom}) translate(-600 ${-ground})">${building}</g></svg>`;
  return sharp(Buffer.from(svg))
    .composite([grain(random)])
    .jpeg({ quality: 84 })
    .toBuffer();
}
