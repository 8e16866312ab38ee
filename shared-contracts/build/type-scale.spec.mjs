import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TYPE_SCALE_FILE, typeScaleRules } from './type-scale.mjs';

// Every text size of our own styles is a step of the type scale, every weight one of two: each
// size and weight a page draws text in is a font the browser finds and sets up before its first
// layout, and 22 of them made a listing's first layout twice as long (README "A type scale").
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FRONT_END_SOURCES = ['shell/src', 'mfe-marketplace/src', 'mfe-community/src', 'mfe-account/src', 'mfe-admin/src', 'shared-contracts/src'];

const WEIGHTS = ['400', '700', 'inherit'];

/** @param {string} dir @param {RegExp} name @returns {string[]} */
function filesUnder(dir, name) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return filesUnder(path, name);
    return name.test(entry) && !/\.spec\./.test(entry) ? [path] : [];
  });
}

const steps = [...readFileSync(TYPE_SCALE_FILE, 'utf8').matchAll(/(--text-[\w-]+):/g)].map(([, name]) => name);
const step = `var\\((?:${steps.join('|')})\\)`;
/** A step, or a fluid size that rests on a step where the screen is narrow (a phone) and on another where it is wide. */
const SIZE = new RegExp(`^(?:${step}|clamp\\(${step},\\s*[\\d.]+vw,\\s*${step}\\)|inherit)$`);

const declarations = (/** @type {RegExp} */ files, /** @type {RegExp} */ property) =>
  FRONT_END_SOURCES.flatMap((dir) => filesUnder(join(ROOT, dir), files)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(property)].map(([, value]) => ({ file: relative(ROOT, file), value: value.trim() })),
  );

describe('the type scale (type-scale.css)', () => {
  it('has its steps, and goes into the head of every page as one line', () => {
    expect(steps).toEqual(['--text-xs', '--text-sm', '--text-base', '--text-md', '--text-lg', '--text-xl', '--text-2xl', '--text-display']);
    expect(typeScaleRules()).toMatch(/^:root\{--text-xs:0\.8rem;--text-sm:0\.9rem;.*--text-display:3\.5rem;\}$/);
  });

  it('is the only source of our stylesheets’ text sizes', () => {
    const sizes = declarations(/\.css$/, /font-size:\s*([^;}]+)/g);
    expect(sizes.length).toBeGreaterThan(100);
    expect(sizes.filter(({ value }) => !SIZE.test(value))).toEqual([]);
  });

  it('is the only source of the text sizes written in components', () => {
    const sizes = declarations(/\.tsx$/, /fontSize:\s*'([^']+)'/g);
    expect(sizes.filter(({ value }) => !SIZE.test(value))).toEqual([]);
  });

  it('has two weights, regular and bold', () => {
    const weights = [...declarations(/\.css$/, /font-weight:\s*([^;}]+)/g), ...declarations(/\.tsx$/, /fontWeight:\s*'?(\w+)/g)];
    expect(weights.length).toBeGreaterThan(50);
    expect(weights.filter(({ value }) => !WEIGHTS.includes(value))).toEqual([]);
  });
});
