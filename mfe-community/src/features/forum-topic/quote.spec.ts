import { describe, expect, it } from '@jest/globals';
import { quoteOf } from './quote';

describe('quoteOf', () => {
  it('quotes every line of the post, then names its author, leaving a blank line to answer below', () => {
    expect(quoteOf('Karim', 'First line\nsecond line')).toBe('> First line\n> second line\n> — Karim\n\n');
  });

  it('drops the blank lines around the post but keeps those inside it quoted, so the quote stays one block', () => {
    expect(quoteOf('أمينة', '\n\n  سؤال جيد\n\nشكراً  \n\n')).toBe('> سؤال جيد\n> \n> شكراً\n> — أمينة\n\n');
  });

  it('quotes a quote again, one level deeper', () => {
    expect(quoteOf('Sara', '> an earlier answer\nmy reply')).toBe('> > an earlier answer\n> my reply\n> — Sara\n\n');
  });
});
