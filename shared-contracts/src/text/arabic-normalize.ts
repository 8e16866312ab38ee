/** Tashkeel (U+064B–U+065F), superscript alef (U+0670) and tatweel (U+0640) carry no meaning for search. */
const IGNORED = /[\u064B-\u065F\u0670\u0640]/g;

/** Letters people write interchangeably, mapped to the one form the index keeps. */
const LETTERS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
};
const LETTER = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/**
 * Latin accents (combining marks U+0300–U+036F once decomposed): people type "Aïn Oussera",
 * "Ain Oussera" and "aïn oussera" for the same place, and "cité" as "cite".
 */
const LATIN_MARKS = /[\u0300-\u036F]/g;
/** Latin letters that no decomposition splits, written out as French and German spell them without. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' };
const LIGATURE = new RegExp(`[${Object.keys(LIGATURES).join('')}]`, 'g');
/**
 * Hyphens and apostrophes join or split names at will ("Aïn-Oussera", "M'liliha", "centre-ville"):
 * read as spaces. Matching is by substring, word by word, so a text stored before this still
 * contains every word of a keyword split here.
 */
const JOINERS = /[-\u2010-\u2015'\u2018\u2019\u02BC`´]/g;

/** Arabic-Indic (U+0660–U+0669) and Eastern Arabic-Indic (U+06F0–U+06F9) digits. */
const DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;
// Both blocks start at a code point ending in 0 (U+0660, U+06F0), so the low four bits are the value.
const digitValue = (digit: string): string => String(digit.charCodeAt(0) & 0xf);

/** A text's Arabic-Indic digits as the digits 0-9 (a figure typed on an Arabic phone keyboard, a search). */
export const westernDigits = (text: string): string => text.replace(DIGIT, digitValue);

/**
 * The form of a text that search compares, in the browser and on the server alike
 * (docs/architecture.md §3): "مُسْتَوْدَع" finds "مستودع", "أرض" finds "ارض", "شقة" finds "شقه",
 * "Villa" finds "villa", "Aïn-Oussera" finds "ain oussera". Pure and idempotent.
 */
export function normalizeForSearch(text: string): string {
  return (
    text
      .toLowerCase()
      // Decompose to drop Latin accents, then compose again: Arabic hamza seats decompose too
      // (أ = ا + U+0654), and LETTERS below expects them whole.
      .normalize('NFD')
      .replace(LATIN_MARKS, '')
      .normalize('NFC')
      .replace(LIGATURE, (letter) => LIGATURES[letter])
      .replace(JOINERS, ' ')
      .replace(IGNORED, '')
      .replace(LETTER, (letter) => LETTERS[letter])
      .replace(DIGIT, digitValue)
      .replace(/\s+/g, ' ')
      .trim()
  );
}
