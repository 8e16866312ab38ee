#!/usr/bin/env node
// A copy of the team's translation check (../shared/tools/i18n-check.mjs, outside this repository),
// kept here so that `npm test` runs it on any clone, CI's included. Update it from there.
// Checks the project's translations, from the repository root (or the folder given):
//  1. every package's src/locales/ar.json and src/locales/en.json have the same keys;
//  2. Arabic values are Arabic (a value with Latin letters and no Arabic letter is listed);
//  3. .tsx files show no literal text outside t(): JSX text and common text props
//     (a line holding the comment i18n-ignore is skipped, for text that is not language).
// Exit 0 when all hold, 1 otherwise. Usage: node ../shared/tools/i18n-check.mjs [root] [--quiet]
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const root = args.find((a) => !a.startsWith('--')) ?? process.cwd();
const SKIP = new Set(['node_modules', 'dist', 'build', '.git', 'coverage', 'test-results', 'playwright-report', '.data']);

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const p = join(dir, name);
    const s = statSync(p);
    if (s.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

function flatten(obj, prefix = '', out = {}) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) flatten(v, key, out);
    else out[key] = v;
  }
  return out;
}

const files = walk(root);
const problems = [];
let pairs = 0;
const localeDirs = [...new Set(files.filter((f) => /[\\/]locales[\\/](ar|en)\.json$/.test(f)).map((f) => f.replace(/[\\/](ar|en)\.json$/, '')))];
for (const dir of localeDirs) {
  const arPath = join(dir, 'ar.json');
  const enPath = join(dir, 'en.json');
  if (!existsSync(arPath) || !existsSync(enPath)) {
    problems.push(`${relative(root, dir)}: needs both ar.json and en.json`);
    continue;
  }
  pairs++;
  let ar, en;
  try {
    ar = flatten(JSON.parse(readFileSync(arPath, 'utf8')));
    en = flatten(JSON.parse(readFileSync(enPath, 'utf8')));
  } catch (e) {
    problems.push(`${relative(root, dir)}: invalid JSON (${e.message})`);
    continue;
  }
  for (const k of Object.keys(en)) if (!(k in ar)) problems.push(`${relative(root, arPath)}: missing key ${k}`);
  for (const k of Object.keys(ar)) if (!(k in en)) problems.push(`${relative(root, enPath)}: missing key ${k}`);
  for (const [k, v] of Object.entries(ar)) {
    if (typeof v !== 'string') continue;
    const text = v.replace(/\{\{[^}]*\}\}/g, '').replace(/<[^>]*>/g, '');
    if (
      /[A-Za-z]{3,}/.test(text) &&
      !/[\u0600-\u06FF]/.test(text) &&
      !/^(DZD|CCP|BaridiMob|WhatsApp|YouTube|Facebook|Instagram|LinkedIn|Twitter|X|Email|PDF|CSV|API|SMS|[A-Z0-9 .,:/+-]+)$/.test(text.trim())
    )
      problems.push(`${relative(root, arPath)}: ${k} is not Arabic: "${v.slice(0, 60)}"`);
  }
}

// Literal text in JSX: >Some words< or text props like title="Words" / placeholder="Words".
const tsx = files.filter((f) => f.endsWith('.tsx') && !/\.(test|spec)\.tsx$/.test(f) && !/[\\/](e2e|test|tests|__tests__)[\\/]/.test(f));
const jsxText = />\s*([A-Za-z\u0600-\u06FF][^<>{}]*[A-Za-z\u0600-\u06FF.!?])\s*</g;
const propText = /\b(title|placeholder|label|alt|aria-label|okText|cancelText|description|tooltip)="([^"]*[A-Za-z\u0600-\u06FF]{2,}[^"]*)"/g;
let literal = 0;
for (const f of tsx) {
  const lines = readFileSync(f, 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (/i18n-ignore/.test(line) || /^\s*(\/\/|\*|import )/.test(line)) return;
    for (const m of line.matchAll(jsxText)) {
      if (/^[A-Z0-9_]+$/.test(m[1].trim())) continue;
      literal++;
      problems.push(`${relative(root, f)}:${i + 1}: literal text "${m[1].trim().slice(0, 50)}" (use t())`);
    }
    for (const m of line.matchAll(propText)) {
      literal++;
      problems.push(`${relative(root, f)}:${i + 1}: literal ${m[1]}="${m[2].slice(0, 50)}" (use t())`);
    }
  });
}

if (!quiet || problems.length) {
  for (const p of problems.slice(0, 200)) console.log(p);
  if (problems.length > 200) console.log(`… and ${problems.length - 200} more`);
}
console.log(`i18n-check: ${pairs} locale pairs, ${tsx.length} .tsx files, ${problems.length} problems (${literal} literal texts)`);
process.exit(problems.length ? 1 : 0);
