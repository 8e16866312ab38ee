import { COMMUNES, normalizeForSearch } from 'shared-contracts';

/*
 * A light stemmer for normalised Arabic words (after normalizeForSearch: ة is ه, hamza seats
 * are bare). Snowball's Arabic stemmer (npm @orama/stemmers, tried first) is too heavy for
 * substring search: فيلا → فيل, فيلات → يلا, بيرين → يرين, الحي → الح. This one strips only
 * what the issue names and never leaves fewer than three letters: pg_trgm takes no trigram
 * from a shorter pattern, and a keyword without one would read the whole index.
 */

/** The article with the particles glued to it; longest first, one at most. */
const PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
/** Sound plurals (ات ون ين) and the feminine ending (ة, written ه once normalised); one at most. */
const SUFFIXES = ['ات', 'ون', 'ين', 'ه'];
const MIN_STEM = 3;
/**
 * ه leaves at least four letters: a three-letter stem of a feminine noun says too little in a
 * substring search (واحة → واح would find every واحد). Possessive suffixes (ها هم نا ك ي) are
 * not stripped at all: as many words end with those letters as carry them (هنا، منها، ملك، حي).
 */
const MIN_STEM_BEFORE_HA = 4;

/** Broken plurals of the words listings use, and one sound plural whose singular ends in ا: plural → singular's stem. */
const PLURAL_SPELLINGS: Readonly<Record<string, string>> = {
  شقق: 'شقه',
  فيلات: 'فيلا',
  منازل: 'منزل',
  أراضي: 'أرض',
  أراض: 'أرض',
  مكاتب: 'مكتب',
  مساكن: 'مسكن',
  بيوت: 'بيت',
  مخازن: 'مخزن',
  طوابق: 'طابق',
  مزارع: 'مزرع',
  دكاكين: 'دكان',
  حدائق: 'حديق',
};
/** The same, normalised as the words it is looked up with (حدائق → حدايق). */
const PLURALS = new Map(Object.entries(PLURAL_SPELLINGS).map(([plural, stem]) => [normalizeForSearch(plural), normalizeForSearch(stem)]));

/** Words that only look inflected: loanwords and names whose last letters are their own. */
const KEPT = new Set([
  'صالون',
  'زيتون',
  'ليمون',
  'بلكون',
  'تلفون',
  'صابون',
  'كانون',
  'ياسمين',
  'بنزين',
  // Communes: بيرين is not the plural of بير (a well), nor سلمانه the feminine of سلمان.
  ...COMMUNES.flatMap((commune) => normalizeForSearch(commune.ar).split(' ')),
]);

const ARABIC_WORD = /^[\u0621-\u064A]+$/;

/** The stem of one normalised Arabic word; any other word is returned as it is. Pure. */
export function arabicStem(word: string): string {
  if (!ARABIC_WORD.test(word) || KEPT.has(word)) return word;
  let stem = word;
  const prefix = PREFIXES.find((candidate) => stem.startsWith(candidate) && stem.length - candidate.length >= MIN_STEM);
  if (prefix) stem = stem.slice(prefix.length);
  if (KEPT.has(stem)) return stem;
  const singular = PLURALS.get(stem);
  if (singular) return singular;
  const suffix = SUFFIXES.find((candidate) => stem.endsWith(candidate) && stem.length - candidate.length >= (candidate === 'ه' ? MIN_STEM_BEFORE_HA : MIN_STEM));
  return suffix ? stem.slice(0, -suffix.length) : stem;
}

/** Every run of Arabic letters of a normalised text replaced by its stem ("الشقق،" → "شقه،"). */
export function stemArabicWords(text: string): string {
  return text.replace(/[\u0621-\u064A]+/g, arabicStem);
}
