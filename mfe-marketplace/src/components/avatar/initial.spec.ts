import { describe, expect, it } from '@jest/globals';
import { initialOf } from './initial';

describe('initialOf', () => {
  it('is the first letter of the name', () => {
    expect(initialOf('أمينة بن علي')).toBe('أ');
    expect(initialOf('  nadia saidi ')).toBe('N');
  });

  it('skips a title, in Arabic or in English', () => {
    expect(initialOf('الأستاذ كريم بن عيسى')).toBe('ك');
    expect(initialOf('الأستاذة نادية بوزيد')).toBe('ن');
    expect(initialOf('المهندس يوسف قويدري')).toBe('ي');
    expect(initialOf('Me Karim Benaissa')).toBe('K');
    expect(initialOf('Dr. Sara Zerrouki')).toBe('S');
  });

  it('keeps a lone title, and gives nothing for no name', () => {
    expect(initialOf('الأستاذ')).toBe('ا');
    expect(initialOf('   ')).toBe('');
  });
});
