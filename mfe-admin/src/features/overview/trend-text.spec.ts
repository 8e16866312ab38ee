import { beforeAll, describe, expect, it } from '@jest/globals';
import i18n from 'i18next';
import type { AdminTrend, Language } from 'shared-contracts';
import { initI18n } from 'shared-contracts/react';
import { trendPercent } from '../../api/admin-api';
import { trendText } from './trend-text';

beforeAll(async () => {
  await initI18n();
});

/** The sentence under an overview card, as the page writes it. */
const sentence = (trend: AdminTrend, language: Language) => i18n.getFixedT(language, 'admin')(...trendText(trend));

describe('trendPercent', () => {
  it('compares this month with the last in whole percent', () => {
    expect(trendPercent(15, 10)).toBe(50);
    expect(trendPercent(5, 10)).toBe(-50);
    expect(trendPercent(10, 10)).toBe(0);
    expect(trendPercent(2, 3)).toBe(-33);
  });

  it('has nothing to compare with when last month had none', () => {
    expect(trendPercent(4, 0)).toBeNull();
    expect(trendPercent(0, 0)).toBeNull();
  });
});

describe('trendText', () => {
  it('gives the rise or the fall as a percentage, with this month’s count', () => {
    expect(trendText({ thisMonth: 15, lastMonth: 10 })).toEqual(['overview.trend.up', { percent: 50, count: 15 }]);
    expect(trendText({ thisMonth: 5, lastMonth: 10 })).toEqual(['overview.trend.down', { percent: 50, count: 5 }]);
  });

  it('counts no change, or a fall too small to round to 1%, as +0%', () => {
    expect(trendText({ thisMonth: 10, lastMonth: 10 })).toEqual(['overview.trend.up', { percent: 0, count: 10 }]);
    expect(trendText({ thisMonth: 999, lastMonth: 1000 })).toEqual(['overview.trend.up', { percent: 0, count: 999 }]);
  });

  it('counts the new ones when last month had none', () => {
    expect(trendText({ thisMonth: 3, lastMonth: 0 })).toEqual(['overview.trend.new', { count: 3 }]);
  });

  it('reads as a sentence in English and in Arabic, the sign before the figure', () => {
    expect(sentence({ thisMonth: 15, lastMonth: 10 }, 'en')).toBe('+50% on the previous 30 days (15 new)');
    expect(sentence({ thisMonth: 5, lastMonth: 10 }, 'en')).toBe('−50% on the previous 30 days (5 new)');
    expect(sentence({ thisMonth: 5, lastMonth: 10 }, 'ar')).toBe('−50٪ مقارنة بالثلاثين يومًا السابقة (5 جديد)');
  });

  it('says “none new” and uses the Arabic number forms when there is no comparison', () => {
    expect(sentence({ thisMonth: 0, lastMonth: 0 }, 'en')).toBe('None new in 30 days');
    expect(sentence({ thisMonth: 1, lastMonth: 0 }, 'ar')).toBe('جديد واحد خلال 30 يومًا');
    expect(sentence({ thisMonth: 2, lastMonth: 0 }, 'ar')).toBe('جديدان خلال 30 يومًا');
    expect(sentence({ thisMonth: 4, lastMonth: 0 }, 'ar')).toBe('4 جديدة خلال 30 يومًا');
  });
});
