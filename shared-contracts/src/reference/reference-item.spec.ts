import { describe, expect, it } from '@jest/globals';
import { COMMUNES } from './communes.js';
import { PURPOSES } from './purposes.js';
import { isReferenceValue, labelOf } from './reference-item.js';

describe('labelOf', () => {
  it('gives the label in the requested language', () => {
    expect(labelOf(PURPOSES, 'rent', 'en')).toBe('Rent');
    expect(labelOf(PURPOSES, 'rent', 'ar')).toBe('كراء');
    expect(labelOf(COMMUNES, 'عين وسارة', 'en')).toBe('Ain Oussera');
  });

  it('shows a value missing from the list as it is', () => {
    expect(labelOf(PURPOSES, 'lease', 'en')).toBe('lease');
  });
});

describe('isReferenceValue', () => {
  it('accepts only values of the list', () => {
    expect(isReferenceValue(PURPOSES, 'exchange')).toBe(true);
    expect(isReferenceValue(PURPOSES, 'Exchange')).toBe(false);
    expect(isReferenceValue(PURPOSES, 'ar')).toBe(false);
    expect(isReferenceValue(PURPOSES, null)).toBe(false);
    expect(isReferenceValue(COMMUNES, 'Djelfa')).toBe(false);
  });
});
