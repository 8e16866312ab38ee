import { tree } from './demo-parts.js';
import type { Building } from './demo-homes.js';

/** أرض: an empty plot: a fence along its front, shrubs, a sign post. */
export const plot: Building = (random, ground) => {
  const left = random.between(120, 320);
  const right = random.between(880, 1080);
  const posts = Array.from(
    { length: Math.floor((right - left) / 60) + 1 },
    (_, post) => `<rect x="${left + post * 60}" y="${ground - 60}" width="7" height="60" fill="#6b4a2f"/>`,
  ).join('');
  const wires = [0.35, 0.7].map((at) => `<line x1="${left}" y1="${ground - 60 * at}" x2="${right}" y2="${ground - 60 * at}" stroke="#4a4a4a" stroke-width="2"/>`).join('');
  const shrubs = Array.from({ length: 7 }, () => {
    const x = random.between(80, 1120);
    const y = ground - random.between(60, 140);
    return `<ellipse cx="${x}" cy="${y}" rx="${random.between(14, 34)}" ry="${random.between(8, 16)}" fill="#7d8a4a"/>`;
  }).join('');
  const sign = random.between(left + 40, right - 80);
  return `${shrubs}${posts}${wires}<rect x="${sign + 28}" y="${ground - 150}" width="8" height="150" fill="#6b4a2f"/><rect x="${sign}" y="${ground - 160}" width="64" height="44" fill="#f3efe2" stroke="#b8382f" stroke-width="5"/>`;
};

/** أرض فلاحية: furrowed fields running to the horizon, olive trees along them. */
export const farmland: Building = (random, ground) => {
  const horizon = ground - 130;
  const vanish = random.between(300, 900);
  const greens = random.pick([
    ['#6f8f3a', '#8aa64a'],
    ['#b59a4a', '#cdb45e'],
    ['#5f7f4a', '#7f9a52'],
  ]);
  const furrows = Array.from({ length: 14 }, (_, row) => {
    const from = -400 + row * 150;
    return `<polygon points="${vanish},${horizon} ${from},900 ${from + 150},900" fill="${greens[row % 2]}"/>`;
  }).join('');
  const trees = Array.from({ length: 4 }, (_, at) => tree(random.between(80, 1120), horizon + 20 + at * 10, random.between(40, 70), false)).join('');
  return `<clipPath id="fields"><rect x="0" y="${horizon}" width="1200" height="${900 - horizon}"/></clipPath><g clip-path="url(#fields)">${furrows}</g>${trees}`;
};
