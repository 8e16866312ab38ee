import { box, shade, tree, windows, type Random } from './demo-parts.js';

/** A building of a demo photo, standing on the line `ground` of a 1200 px wide picture. */
export type Building = (random: Random, ground: number) => string;

export const WALLS = ['#f2ebdd', '#e9d6b4', '#dcb98a', '#d08f64', '#efe4cf', '#c9b79a'];
export const GLASS = ['#5f8fb0', '#4a6f8a', '#7aa6c2', '#3e5f73'];
const ROOFS = ['#a4442f', '#8b3b2a', '#6e6a66', '#b8613f'];
const DOORS = ['#2f6f8f', '#6b4226', '#2e5e4e', '#8a2f2f'];

/** A pitched roof over box(x, ground, width, height): gable in front, slope in shadow. */
function pitchedRoof(x: number, top: number, width: number, rise: number, colour: string): string {
  const depth = width * 0.18;
  const ridge = `${x + width / 2},${top - rise}`;
  return (
    `<polygon points="${ridge} ${x + width / 2 + depth},${top - rise - depth * 0.35} ${x + width + 18 + depth},${top - depth * 0.35} ${x + width + 18},${top}" fill="${shade(colour, 0.75)}"/>` +
    `<polygon points="${x - 18},${top} ${ridge} ${x + width + 18},${top}" fill="${colour}"/>`
  );
}

const door = (x: number, ground: number, width: number, colour: string) => `<rect x="${x}" y="${ground - width * 1.9}" width="${width}" height="${width * 1.9}" fill="${colour}"/>`;

/** منزل and بنغالو: one storey under a pitched roof; a bungalow is wider, lower, with a porch. */
export const house =
  (bungalow: boolean): Building =>
  (random, ground) => {
    const width = bungalow ? random.between(420, 500) : random.between(270, 340);
    const height = bungalow ? random.between(120, 140) : random.between(170, 210);
    const x = 600 - width / 2 + random.between(-140, 100);
    const top = ground - height;
    const glass = random.pick(GLASS);
    const porch = bungalow ? [0.08, 0.5, 0.92].map((at) => `<rect x="${x + width * at - 5}" y="${top}" width="10" height="${height}" fill="#f8f4ec"/>`).join('') : '';
    return (
      box(x, ground, width, height, random.pick(WALLS)) +
      windows(x, top + height * 0.12, width * 0.4, height * 0.55, 1, bungalow ? 2 : 1, glass) +
      windows(x + width * 0.6, top + height * 0.12, width * 0.4, height * 0.55, 1, bungalow ? 2 : 1, glass) +
      door(x + width * 0.44, ground, width * 0.12, random.pick(DOORS)) +
      porch +
      pitchedRoof(x, top, width, bungalow ? height * 0.45 : height * 0.6, random.pick(ROOFS)) +
      tree(x - random.between(40, 90), ground + 10, random.between(110, 150), random.between(0, 1) < 0.5)
    );
  };

/** فيلا: two storeys under a flat roof with a parapet, a garden wall and a palm. */
export const villa: Building = (random, ground) => {
  const width = random.between(360, 420);
  const height = random.between(270, 310);
  const x = 600 - width / 2 + random.between(-120, 80);
  const top = ground - height;
  const wall = random.pick(WALLS);
  return (
    box(x, ground, width, height, wall) +
    `<rect x="${x - 8}" y="${top - 22}" width="${width + 16}" height="24" fill="${shade(wall, 1.08)}"/>` +
    windows(x, top + 20, width, height * 0.42, 1, 3, random.pick(GLASS)) +
    `<rect x="${x + width * 0.08}" y="${top + height * 0.48}" width="${width * 0.84}" height="8" fill="#f8f4ec"/>` +
    windows(x, top + height * 0.52, width, height * 0.42, 1, 3, random.pick(GLASS)) +
    `<rect x="${x - 90}" y="${ground - 70}" width="${width + 220}" height="70" fill="${shade(wall, 0.9)}"/>` +
    door(x + width * 0.42, ground, width * 0.16, random.pick(DOORS)) +
    tree(x + width + random.between(60, 110), ground + 12, random.between(150, 190), true)
  );
};
