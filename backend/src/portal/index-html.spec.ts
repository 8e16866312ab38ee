import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { injectIntoHead, inlineScriptHashes } from './index-html.js';

const page = '<html><head><meta charset="utf-8"><title>x</title><script>a()</script><script async src="/main.js"></script></head><body></body></html>';

describe('injectIntoHead', () => {
  it('puts the tags before the first script so they are seen first', () => {
    expect(injectIntoHead(page, '<link id="h">')).toContain('<title>x</title><link id="h"><script>a()</script>');
  });

  it('falls back to the end of <head> when it has no resources', () => {
    expect(injectIntoHead('<head><title>x</title></head><body><script></script></body>', '<link>')).toBe('<head><title>x</title><link></head><body><script></script></body>');
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only', () => {
    const expected = `'sha256-${createHash('sha256').update('a()').digest('base64')}'`;
    expect(inlineScriptHashes(page)).toEqual([expected]);
  });
});
