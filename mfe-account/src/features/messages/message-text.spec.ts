import { describe, expect, it } from '@jest/globals';
import { textParts } from './message-text';

describe('textParts', () => {
  it('keeps a new member’s message as one run of text, addresses included', () => {
    expect(textParts('see https://example.com/flat', false)).toEqual([{ text: 'see https://example.com/flat' }]);
  });

  it('cuts out each http(s) address, leaving the sentence’s punctuation outside it', () => {
    expect(textParts('Photos: https://example.com/a?b=1. And http://x.dz/p, thanks', true)).toEqual([
      { text: 'Photos: ' },
      { url: 'https://example.com/a?b=1' },
      { text: '. And ' },
      { url: 'http://x.dz/p' },
      { text: ', thanks' },
    ]);
  });

  it('knows Arabic punctuation and brackets after an address', () => {
    expect(textParts('الرابط (https://x.dz/p)، شكراً؟', true)).toEqual([{ text: 'الرابط (' }, { url: 'https://x.dz/p' }, { text: ')، شكراً؟' }]);
  });

  it('never makes a link of another scheme, nor of a bare domain', () => {
    expect(textParts('javascript:alert(1) www.example.com', true)).toEqual([{ text: 'javascript:alert(1) www.example.com' }]);
  });

  it('gives back the text whole, line breaks and all, when there is no address', () => {
    expect(textParts('سلام\nهل الشقة متاحة؟', true)).toEqual([{ text: 'سلام\nهل الشقة متاحة؟' }]);
  });
});
