import { COMMUNES, PROPERTY_TYPES, normalizeForSearch, type ReferenceItem } from 'shared-contracts';
import { arabicStem, stemArabicWords } from './arabic-stem.js';
import { keywordWords, MAX_KEYWORD_WORDS } from './keyword.js';
import { communeNamesForSearch, placeNamesIn } from './place-names.js';

/** The fields of a listing that keyword search reads. */
export interface SearchableFields {
  title: string;
  titleEn: string | null;
  description: string;
  descriptionEn: string | null;
  address: string | null;
  addressEn: string | null;
  commune: string | null;
  propertyType: string;
}

const labels = (list: readonly ReferenceItem[], value: string | null): string[] => {
  const item = list.find((entry) => entry.value === value);
  return item ? [item.ar, item.en] : [];
};

/**
 * Punctuation read as a space between words ("(f3)" → "f3"): a keyword too short for trigrams is
 * looked for where a word starts (wordCondition), so each word must stand on its own.
 */
const BETWEEN_WORDS = /[^\p{L}\p{M}\p{N}]+/gu;
const separateWords = (text: string): string => text.replace(BETWEEN_WORDS, ' ').trim();

/** Stems a LIKE on the text would not already find: those that are not part of their word (شقق → شقه). */
function newStems(text: string): string[] {
  const stems = new Set<string>();
  for (const word of text.match(/[\u0621-\u064A]+/g) ?? []) {
    const stem = arabicStem(word);
    if (!word.includes(stem)) stems.add(stem);
  }
  return [...stems];
}

/**
 * The listing's search_text column: its texts in both languages plus the commune's and the
 * type's labels in both, so that "villa djelfa" finds a فيلا in الجلفة; then every spelling of
 * its commune and of each place its texts name (Jelfa, Ain Oussara, cité …); then the stems of
 * its Arabic words, where a LIKE would miss them. Normalised by the very function the keyword
 * goes through and stemmed by the same stemmer (listingKeywordWords), so both sides agree.
 * The words stay as written beside their stems: a keyword typed halfway ("الجل") still matches.
 */
export function searchTextOf(fields: SearchableFields): string {
  const parts = [
    fields.title,
    fields.titleEn,
    fields.description,
    fields.descriptionEn,
    fields.address,
    fields.addressEn,
    ...labels(COMMUNES, fields.commune),
    ...labels(PROPERTY_TYPES, fields.propertyType),
  ];
  const text = separateWords(normalizeForSearch(parts.filter((part): part is string => Boolean(part)).join(' ')));
  const names = new Set([...communeNamesForSearch(fields.commune), ...placeNamesIn(text)]);
  const withNames = [text, ...[...names].filter((name) => !text.includes(name))].join(' ');
  return [withNames, ...newStems(withNames)].join(' ');
}

/** The words of a listing search's keyword, each to be found in search_text: normalised, split as search_text is, then stemmed. */
export function listingKeywordWords(keyword: string | undefined): string[] {
  const words = keywordWords(keyword)
    .flatMap((word) => separateWords(word).split(' '))
    .filter(Boolean);
  return [...new Set(words.map(stemArabicWords))].slice(0, MAX_KEYWORD_WORDS);
}
