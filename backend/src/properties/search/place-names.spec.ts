import { describe, expect, it } from '@jest/globals';
import { normalizeForSearch } from 'shared-contracts';
import { communeNamesForSearch, placeNamesIn } from './place-names.js';

const names = (text: string): string[] => placeNamesIn(normalizeForSearch(text));

describe('placeNamesIn', () => {
  it('finds a commune in any of its spellings and gives all of them', () => {
    for (const spelling of ['عين وسارة', 'Ain Oussera', 'Aïn-Oussera', 'AIN OUSSARA', 'Oussera']) {
      expect(names(`Villa, ${spelling}.`)).toEqual(expect.arrayContaining(['عين وساره', 'ain oussera', 'ain oussara', 'oussera']));
    }
    expect(names('Studio à El Djelfa')).toEqual(expect.arrayContaining(['الجلفه', 'djelfa', 'jelfa']));
  });

  it('finds neighbourhoods and district words in the other languages', () => {
    expect(names('حي 5 جويلية، الجلفة')).toEqual(expect.arrayContaining(['حي', 'cite', 'quartier', '5 جويليه', '5 juillet', 'djelfa']));
    expect(names('Cité 100 logements')).toEqual(expect.arrayContaining(['حي', 'مسكن']));
  });

  it('matches whole words only', () => {
    expect(names('ain')).toEqual([]);
    expect(names('ainsi qu’une cour')).toEqual([]);
    expect(names('hayat')).toEqual([]);
  });
});

describe('communeNamesForSearch', () => {
  it("gives a commune's names normalised, and none for no commune", () => {
    expect(communeNamesForSearch('عين وسارة')).toEqual(expect.arrayContaining(['عين وساره', 'ain oussera', 'ain oussara']));
    expect(communeNamesForSearch(null)).toEqual([]);
    expect(communeNamesForSearch('Paris')).toEqual([]);
  });
});
