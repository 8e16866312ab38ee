import { describe, expect, it } from '@jest/globals';
import { slugOf, uniqueSlug } from './blog-slug.js';

describe('blog slugs', () => {
  it('keeps Arabic letters and digits, joins words with dashes', () => {
    expect(slugOf('دليل شراء شقة في الجلفة 2026!')).toBe('دليل-شراء-شقة-في-الجلفة-2026');
    expect(slugOf('  Buying a Flat: 5 Steps  ')).toBe('buying-a-flat-5-steps');
    expect(slugOf('الدَّفتر العقاريّ')).toBe('الدفتر-العقاري');
  });

  it('never gives a page of its own, nor nothing', () => {
    expect(slugOf('write')).toBe('post-write');
    expect(slugOf('!!!')).toBe('post-untitled');
  });

  it('stays short, without a trailing dash', () => {
    const slug = slugOf('كلمة '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('numbers a taken slug', () => {
    expect(uniqueSlug('a', new Set())).toBe('a');
    expect(uniqueSlug('a', new Set(['a', 'a-2']))).toBe('a-3');
  });
});
