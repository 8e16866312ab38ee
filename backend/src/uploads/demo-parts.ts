/** Small pieces of the demo photos' SVG scenes (demo-photos.ts), drawn from a seeded random source. */
export interface Random {
  /** In [min, max). */
  between(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
}

/** mulberry32: a tiny, good-enough PRNG, so that a seed always gives the same photo. */
export function randomOf(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { between: (min, max) => min + next() * (max - min), pick: (list) => list[Math.floor(next() * list.length)] };
}

/** A colour darkened (factor < 1) or lightened (> 1), for the shaded side of a wall. */
export function shade(hex: string, factor: number): string {
  const channels = [1, 3, 5].map((at) => Math.min(255, Math.round(parseInt(hex.slice(at, at + 2), 16) * factor)));
  return `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** A wall seen a little from the left: its front, and its side in shadow. */
export function box(x: number, ground: number, width: number, height: number, colour: string, depth = width * 0.18): string {
  const top = ground - height;
  return (
    `<ellipse cx="${x + (width + depth) / 2}" cy="${ground}" rx="${width * 0.62}" ry="12" fill="#000000" opacity="0.14"/>` +
    `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${colour}"/>` +
    `<polygon points="${x + width},${top} ${x + width + depth},${top - depth * 0.35} ${x + width + depth},${ground - depth * 0.35} ${x + width},${ground}" fill="${shade(colour, 0.72)}"/>`
  );
}

/** Rows × columns of windows on a front wall of the given box. */
export function windows(x: number, top: number, width: number, height: number, rows: number, columns: number, glass: string): string {
  const cellWidth = width / columns;
  const cellHeight = height / rows;
  let svg = '';
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      svg += `<rect x="${x + column * cellWidth + cellWidth * 0.22}" y="${top + row * cellHeight + cellHeight * 0.2}" width="${cellWidth * 0.56}" height="${cellHeight * 0.55}" fill="${glass}" stroke="#f8f4ec" stroke-width="3"/>`;
    }
  }
  return svg;
}

/** An olive tree (round crown) or a date palm, standing at (x, ground). */
export function tree(x: number, ground: number, size: number, palm: boolean): string {
  if (!palm) {
    return `<rect x="${x - size * 0.06}" y="${ground - size * 0.7}" width="${size * 0.12}" height="${size * 0.7}" fill="#6b4a2f"/><ellipse cx="${x}" cy="${ground - size * 0.85}" rx="${size * 0.5}" ry="${size * 0.38}" fill="#5d7a3a"/><ellipse cx="${x - size * 0.15}" cy="${ground - size * 0.95}" rx="${size * 0.28}" ry="${size * 0.2}" fill="#72904a"/>`;
  }
  const top = ground - size * 1.6;
  const fronds = [-70, -35, 0, 35, 70, 110, -110]
    .map(
      (angle) =>
        `<path d="M${x},${top} q${size * 0.3 * Math.sin((angle * Math.PI) / 180)},${-size * 0.25} ${size * 0.6 * Math.sin((angle * Math.PI) / 180)},${size * 0.25}" stroke="#4f7a34" stroke-width="${size * 0.07}" fill="none"/>`,
    )
    .join('');
  return `<path d="M${x - size * 0.05},${ground} Q${x + size * 0.1},${ground - size * 0.8} ${x},${top}" stroke="#7a5a3a" stroke-width="${size * 0.09}" fill="none"/>${fronds}`;
}
