import { box, shade, windows } from './demo-parts.js';
import { GLASS, WALLS, type Building } from './demo-homes.js';

/** شقة: a block of flats, balconies on each floor. */
export const apartments: Building = (random, ground) => {
  const floors = Math.floor(random.between(5, 8));
  const width = random.between(300, 360);
  const height = floors * 62;
  const x = 600 - width / 2 + random.between(-150, 120);
  const top = ground - height;
  const balconies = Array.from(
    { length: floors - 1 },
    (_, floor) => `<rect x="${x + 10}" y="${top + (floor + 1) * 62 - 6}" width="${width - 20}" height="7" fill="#f8f4ec"/>`,
  ).join('');
  return box(x, ground, width, height, random.pick(WALLS), 50) + windows(x, top, width, height, floors, 4, random.pick(GLASS)) + balconies;
};

/** مكتب: a glass office tower. */
export const offices: Building = (random, ground) => {
  const width = random.between(200, 250);
  const height = random.between(440, 500);
  const x = 600 - width / 2 + random.between(-160, 140);
  const top = ground - height;
  const glass = random.pick(GLASS);
  const bands = Array.from(
    { length: Math.floor(height / 40) },
    (_, band) => `<rect x="${x}" y="${top + band * 40}" width="${width}" height="6" fill="${shade(glass, 1.5)}"/>`,
  ).join('');
  return box(x, ground, width, height, glass, 60) + bands + `<rect x="${x + width * 0.35}" y="${ground - 50}" width="${width * 0.3}" height="50" fill="#2b3a44"/>`;
};

/** محل تجاري: a shop front with a striped awning, under a flat upstairs. */
export const shop: Building = (random, ground) => {
  const width = random.between(340, 400);
  const x = 600 - width / 2 + random.between(-140, 120);
  const wall = random.pick(WALLS);
  const awning = random.pick(['#b8382f', '#2f6f8f', '#3f7a3a', '#c7862f']);
  const stripes = Array.from({ length: 8 }, (_, stripe) =>
    stripe % 2
      ? ''
      : `<polygon points="${x + (stripe * width) / 8},${ground - 150} ${x + ((stripe + 1) * width) / 8},${ground - 150} ${x + ((stripe + 1.1) * width) / 8},${ground - 110} ${x + ((stripe + 0.1) * width) / 8},${ground - 110}" fill="#f8f4ec"/>`,
  ).join('');
  return (
    box(x, ground, width, 260, wall) +
    windows(x, ground - 250, width, 80, 1, 3, random.pick(GLASS)) +
    `<rect x="${x + 20}" y="${ground - 110}" width="${width - 40}" height="110" fill="#33475a"/><rect x="${x + 30}" y="${ground - 100}" width="${width * 0.55}" height="100" fill="#8fb3c8" opacity="0.8"/>` +
    `<polygon points="${x},${ground - 150} ${x + width},${ground - 150} ${x + width * 1.012},${ground - 110} ${x + width * 0.012},${ground - 110}" fill="${awning}"/>` +
    stripes
  );
};

/** مستودع: a long, low warehouse of corrugated metal with a rolling door. */
export const warehouse: Building = (random, ground) => {
  const width = random.between(480, 560);
  const height = random.between(170, 200);
  const x = 600 - width / 2 + random.between(-100, 60);
  const metal = random.pick(['#9aa3a8', '#b4b0a4', '#8d9a8a', '#a9b6bf']);
  const ribs = Array.from(
    { length: Math.floor(width / 14) },
    (_, rib) => `<rect x="${x + rib * 14}" y="${ground - height}" width="3" height="${height}" fill="${shade(metal, 0.85)}"/>`,
  ).join('');
  const door = `<rect x="${x + width * 0.35}" y="${ground - height * 0.7}" width="${width * 0.3}" height="${height * 0.7}" fill="${shade(metal, 0.7)}"/>`;
  const roof = `<polygon points="${x - 12},${ground - height} ${x + width / 2},${ground - height - 45} ${x + width + 12},${ground - height}" fill="${shade(metal, 0.8)}"/>`;
  return box(x, ground, width, height, metal, 70) + ribs + door + roof;
};
