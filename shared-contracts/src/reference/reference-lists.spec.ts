import { describe, expect, it } from '@jest/globals';
import { ADVISOR_LANGUAGES, ADVISOR_PROFESSIONS } from './advisor-professions.js';
import { ADVISOR_SPECIALIZATIONS } from './advisor-specializations.js';
import { BLOG_CATEGORIES } from './blog-categories.js';
import { COMMUNES } from './communes.js';
import { FORUM_CATEGORIES } from './forum-categories.js';
import { INQUIRY_TYPES } from './inquiry-types.js';
import { INVESTMENT_TYPES } from './investment-types.js';
import { OWNERSHIP_DOCUMENTS } from './ownership-documents.js';
import { PAYMENT_METHODS, DEFAULT_PAYMENT_METHOD } from './payment-methods.js';
import { PRICE_UNITS } from './price-units.js';
import { PROPERTY_TYPES } from './property-types.js';
import { DEFAULT_PURPOSE, PURPOSES } from './purposes.js';
import type { ReferenceItem } from './reference-item.js';
import { SUBSCRIPTION_PLANS } from './subscription-plans.js';
import { DEFAULT_SUGGESTION_PRIORITY, SUGGESTION_CATEGORIES, SUGGESTION_PRIORITIES } from './suggestions.js';

const ARABIC_LETTER = /[\u0621-\u064A]/;
const LATIN_LETTER = /[A-Za-z]/;

const LISTS: Record<string, readonly ReferenceItem[]> = {
  COMMUNES,
  PROPERTY_TYPES,
  PURPOSES,
  PRICE_UNITS,
  INQUIRY_TYPES,
  SUGGESTION_CATEGORIES,
  SUGGESTION_PRIORITIES,
  INVESTMENT_TYPES,
  BLOG_CATEGORIES,
  FORUM_CATEGORIES,
  ADVISOR_SPECIALIZATIONS,
  ADVISOR_PROFESSIONS,
  ADVISOR_LANGUAGES,
  SUBSCRIPTION_PLANS,
  PAYMENT_METHODS,
  OWNERSHIP_DOCUMENTS,
};

describe.each(Object.entries(LISTS))('%s', (_name, list) => {
  it('has unique values', () => {
    expect(new Set(list.map((item) => item.value)).size).toBe(list.length);
  });

  it('has an Arabic label in Arabic letters and an English label in Latin letters', () => {
    for (const item of list) {
      expect(item.ar).toMatch(ARABIC_LETTER);
      expect(item.en).toMatch(LATIN_LETTER);
      expect(item.en).not.toMatch(ARABIC_LETTER);
    }
  });

  it('has distinct labels in each language', () => {
    expect(new Set(list.map((item) => item.ar)).size).toBe(list.length);
    expect(new Set(list.map((item) => item.en)).size).toBe(list.length);
  });
});

const values = (list: readonly ReferenceItem[]) => list.map((item) => item.value);

describe('the code-valued lists', () => {
  it('hold exactly the values of the specification', () => {
    expect(values(PURPOSES)).toEqual(['sale', 'rent', 'exchange']);
    expect(values(PRICE_UNITS)).toEqual(['dzd', 'million', 'billion']);
    expect(values(INQUIRY_TYPES)).toEqual(['property_inquiry', 'selling', 'buying', 'investment', 'legal', 'partnership', 'support', 'other']);
    expect(values(SUGGESTION_CATEGORIES)).toEqual(['feature', 'improvement', 'bug', 'ui', 'other']);
    expect(values(SUGGESTION_PRIORITIES)).toEqual(['low', 'medium', 'high']);
    expect(values(INVESTMENT_TYPES)).toEqual(['seed', 'series_a', 'partnership', 'sponsorship']);
    expect(values(PAYMENT_METHODS)).toEqual(['baridimob', 'ccp', 'cash']);
    expect(values(SUBSCRIPTION_PLANS)).toEqual(['free', 'basic', 'premium']);
  });

  it('label the English categories of the specification', () => {
    const english = (list: readonly ReferenceItem[]) => list.map((item) => item.en);
    expect(english(BLOG_CATEGORIES)).toEqual(['Real Estate Tips', 'Market Analysis', 'Legal Guide', 'Investment', 'Valuation', 'Technology']);
    expect(english(FORUM_CATEGORIES)).toEqual(['Investment', 'Legal', 'Market Analysis', 'Construction', 'General', 'Tips & Advice']);
    // The three filters come first; the directory adds the fields a property dispute also needs.
    expect(english(ADVISOR_SPECIALIZATIONS).slice(0, 3)).toEqual(['Real Estate Law', 'Inheritance Law', 'Construction Law']);
  });

  it('use language-neutral codes as values', () => {
    for (const list of [BLOG_CATEGORIES, FORUM_CATEGORIES, ADVISOR_SPECIALIZATIONS]) {
      for (const value of values(list)) expect(value).toMatch(/^[a-z_]+$/);
    }
  });

  it('default as the specification says', () => {
    expect(DEFAULT_PURPOSE).toBe('sale');
    expect(DEFAULT_SUGGESTION_PRIORITY).toBe('medium');
    expect(DEFAULT_PAYMENT_METHOD).toBe('baridimob');
  });
});
