import type { OverlayOptions } from 'sharp';
import { shade, type Random } from './demo-parts.js';

// Morning, noon, late afternoon, dusk and a hazy day over the steppe; dry and green ground.
const SKIES = [
  ['#3f7fc4', '#cfe6f7'],
  ['#5a9bd8', '#eaf4fb'],
  ['#e38a4f', '#fbe3c0'],
  ['#6b5b95', '#f2b38a'],
  ['#7fa6c9', '#e9eef2'],
];
const GROUNDS = [
  ['#c9a56b', '#9c7a45'],
  ['#b9a47c', '#8a7352'],
  ['#a7ad6b', '#747c44'],
];

const gradient = (id: string, [top, bottom]: string[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** A mountain range along the horizon, as the Ouled Naïl range is seen from the plateau. */
function range(random: Random, base: number, height: number, colour: string): string {
  const peaks = Array.from({ length: 13 }, (_, at) => `${at * 100},${base - random.between(0.25, 1) * height}`);
  return `<polygon points="0,${base} ${peaks.join(' ')} 1200,${base}" fill="${colour}"/>`;
}

const clouds = (random: Random): string =>
  Array.from({ length: Math.floor(random.between(0, 4)) }, () => {
    const [x, y] = [random.between(0, 1200), random.between(60, 260)];
    return `<ellipse cx="${x}" cy="${y}" rx="${random.between(60, 140)}" ry="${random.between(14, 30)}" fill="#ffffff" opacity="0.75"/>`;
  }).join('');

/** Sky, sun, clouds, two mountain ranges and the plain up to the horizon, as SVG elements. */
export function backdrop(random: Random, horizon: number): string {
  const sky = random.pick(SKIES);
  const ground = random.pick(GROUNDS);
  return (
    `<defs>${gradient('sky', sky)}${gradient('ground', ground)}</defs><rect width="1200" height="800" fill="url(#sky)"/>` +
    `<circle cx="${random.between(100, 1100)}" cy="${random.between(80, 200)}" r="${random.between(30, 46)}" fill="#fff6d5" opacity="0.9"/>` +
    clouds(random) +
    range(random, horizon, random.between(90, 160), shade(sky[1], 0.72)) +
    range(random, horizon, random.between(30, 70), shade(ground[0], 0.8)) +
    `<rect y="${horizon}" width="1200" height="${800 - horizon}" fill="url(#ground)"/>`
  );
}

/**
 * Film grain over the whole picture: flat colours look drawn, a little noise makes them look
 * photographed. (An SVG feTurbulence filter looks the same but renders 20 times slower.)
 */
export function grain(random: Random): OverlayOptions {
  const size = 256;
  const noise = Buffer.from(Array.from({ length: size * size }, () => random.between(104, 152)));
  return { input: noise, raw: { width: size, height: size, channels: 1 }, tile: true, blend: 'soft-light' };
}
