import { COMMUNES, NEIGHBOURHOOD_NAMES, communeNames, normalizeForSearch } from 'shared-contracts';

/** A place's names, normalised: whichever a text holds, search_text holds them all. */
type NameGroup = readonly string[];

const normalised = (names: readonly string[]): NameGroup => [...new Set(names.map(normalizeForSearch))];

const COMMUNE_GROUPS = new Map<string, NameGroup>(COMMUNES.map((commune) => [commune.value, normalised(communeNames(commune.value))]));
const GROUPS: NameGroup[] = [...COMMUNE_GROUPS.values(), ...NEIGHBOURHOOD_NAMES.map(normalised)];

/** Each name (one to three words) → its place. */
const BY_NAME = new Map<string, NameGroup>(GROUPS.flatMap((group) => group.map((name) => [name, group] as const)));
const LONGEST = Math.max(...[...BY_NAME.keys()].map((name) => name.split(' ').length));

/** Words as normalised text separates them: by anything but a letter or a digit ("حي 5 جويليه،"). */
const words = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Every name of a commune, normalised (its labels and the variants people type); any other text has none. */
export function communeNamesForSearch(commune: string | null): readonly string[] {
  return (commune && COMMUNE_GROUPS.get(commune)) || [];
}

/**
 * The names of every place a normalised text mentions, in any of its spellings: an address
 * "cité 5 juillet, Aïn Oussera" brings "حي", "5 جويليه", "عين وساره" and the other spellings,
 * so that a keyword in any of them finds it. Whole words only ("ain" alone names nothing).
 */
export function placeNamesIn(text: string): string[] {
  const found = new Set<NameGroup>();
  const list = words(text);
  for (let start = 0; start < list.length; start += 1) {
    for (let size = 1; size <= LONGEST && start + size <= list.length; size += 1) {
      const group = BY_NAME.get(list.slice(start, start + size).join(' '));
      if (group) found.add(group);
    }
  }
  return [...found].flat();
}
