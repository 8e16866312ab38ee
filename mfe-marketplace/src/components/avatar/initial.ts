/**
 * Titles a name may start with ("الأستاذ كريم بن عيسى", "Me Karim Benaissa"): the avatar shows
 * the person's own initial, not the title's, which would be the same letter for every lawyer.
 */
const TITLES = new Set([
  'الأستاذ',
  'الأستاذة',
  'الاستاذ',
  'الاستاذة',
  'المهندس',
  'المهندسة',
  'الدكتور',
  'الدكتورة',
  'السيد',
  'السيدة',
  'me',
  'maître',
  'maitre',
  'dr',
  'dr.',
  'mr',
  'mr.',
  'mrs',
  'mrs.',
  'ms',
  'ms.',
]);

/** The letter an avatar shows: the first of the name, after any title. One letter: two Arabic ones side by side read as a word. */
export function initialOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const own = words.find((word) => !TITLES.has(word.toLowerCase())) ?? words[0] ?? '';
  return [...own][0]?.toLocaleUpperCase() ?? '';
}
