/**
 * Neighbourhoods and district words written in Arabic, French and English for the same place:
 * a listing's address says "حي 5 جويلية" where a searcher types "cité 5 juillet". Each line is
 * one place; search treats its names as one (backend properties/search/place-names.ts). The
 * named districts are large ones of the town of Djelfa; more are added as owners write them.
 */
export const NEIGHBOURHOOD_NAMES: readonly (readonly string[])[] = [
  ['حي', 'cité', 'quartier', 'district', 'hay'],
  ['وسط المدينة', 'centre ville', 'town centre', 'city centre', 'city center', 'downtown'],
  ['5 جويلية', '5 juillet', '5 july'],
  ['مسكن', 'logements', 'logement', 'logts'],
  ['المستقبل', 'El Moustakbal', 'Moustakbal', 'Mostakbal'],
  ['بربيح', 'Barbih', 'Berbih'],
  ['بن جرمة', 'Bendjerma', 'Ben Djerma', 'Benjerma'],
  ['الحدائق', 'El Hadaik', 'Hadaik', 'El Hadayek'],
  ['عين الشيح', 'Ain Chih', 'Ain Chieh'],
  ['بوتريفيس', 'Boutrifis', 'Boutrifiss'],
];
