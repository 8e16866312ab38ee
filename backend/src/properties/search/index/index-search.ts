import type { BoundingBox, PropertySort } from 'shared-contracts';
import type { SearchCursor } from '../search-cursor.js';
import type { SearchFilters } from '../search-conditions.js';
import { boundCentimes, compareCentimes, decimalCentimes, type Centimes } from './centimes.js';
import type { ListingIndex } from './listing-index.js';
import type { SlotSet } from './slot-lists.js';
import type { SortedSlots } from './sorted-slots.js';

/** One search as the index answers it: its filters (the keyword as words), order and window. */
export interface IndexQuery {
  filters: Omit<SearchFilters, 'keyword'>;
  /** The keyword's words (listingKeywordWords): each must be held by the listing's text. */
  words: string[];
  /** Only listings shown inside it (the map's "Search this area"). */
  box?: BoundingBox;
  sort: PropertySort;
  after?: SearchCursor;
  offset: number;
  limit: number;
}

export interface IndexHits {
  /** The page's listings, in order. */
  ids: number[];
  /** All that match, counted up to `countUpTo` (so more than it means more). */
  total: number;
}

const NONE: IndexHits = { ids: [], total: 0 };

/** Microseconds since the epoch of a cursor's "2026-03-01T10:00:00.123456Z". */
const microseconds = (text: string): number => Date.parse(`${text.slice(0, 19)}Z`) * 1000 + Number(text.slice(20, 26));

/**
 * The page and total of a search, from the index alone: the same listings in the same order as
 * the search's SQL (searchWhere, then the sort with the id breaking ties). The sets of its words
 * and filter values are intersected; then, the cheaper by an estimate (the answers are the same
 * either way):
 * - check the listings of that intersection, of the stretch of prices or of the stretch of
 *   latitudes (a map's box), whichever holds fewest, and sort those that match;
 * - walk the sort's order from the start (or the cursor) checking each listing, when the filters
 *   together match so many that the page and the count fill within a few steps.
 * `way` forces one (the tests compare both).
 */
export function searchIndex(index: ListingIndex, query: IndexQuery, countUpTo: number, way?: 'check' | 'walk'): IndexHits {
  const { filters } = query;
  const sets: SlotSet[] = [];
  for (const [codes, value] of [
    [index.communes, filters.commune],
    [index.types, filters.propertyType],
    [index.purposes, filters.purpose],
    [index.documents, filters.document],
  ] as const) {
    if (value === undefined) continue;
    const code = codes.find(value);
    if (code === undefined) return NONE;
    sets.push(codes.sets[code]);
  }
  if (filters.featured === true) sets.push(index.featuredSet);
  for (const word of query.words) sets.push(index.wordSet(word));
  sets.sort((a, b) => a.size - b.size);
  // The first alone is the index's own set: never changed here.
  let chosen: SlotSet | undefined;
  for (const set of sets) {
    chosen = chosen ? chosen.and(set) : set;
    if (chosen.size === 0) return NONE;
  }

  const { price, hugePrices } = index;
  const min = filters.minPrice === undefined ? undefined : boundCentimes(filters.minPrice, 'up');
  const max = filters.maxPrice === undefined ? undefined : boundCentimes(filters.maxPrice, 'down');
  // The exact comparison only where the doubles tie (compareCentimes): no look-up on the way.
  const priceVs = (slot: number, bound: Centimes): number => {
    const value = price[slot];
    return value !== bound.value ? value - bound.value : compareCentimes(value, hugePrices.get(slot), bound.value, bound.exact);
  };
  // The stretch of the cheapest-first order within the price bounds.
  const from = min ? index.cheapest.firstWhere((slot) => (priceVs(slot, min) >= 0 ? 1 : -1)) : 0;
  const to = max ? index.cheapest.firstWhere((slot) => (priceVs(slot, max) > 0 ? 1 : -1)) : index.cheapest.length;
  if (from >= to) return NONE;
  const priced = min !== undefined || max !== undefined;
  // Within the bounds is within their stretch of the cheapest-first order.
  const priceRank = index.cheapest.rank;
  const inPrice = (slot: number): boolean => priceRank[slot] >= from && priceRank[slot] < to;
  const area = query.box && areaOf(index, query.box);
  if (area && area.from >= area.to) return NONE;
  const inSet = chosen ? (slot: number) => chosen.has(slot) : undefined;
  // The filters but the price: a walk of the cheapest first is within the price bounds already.
  const inChosen = inSet && area ? (slot: number) => inSet(slot) && area.has(slot) : (inSet ?? area?.has ?? (() => true));
  const matches = priced ? (slot: number) => inChosen(slot) && inPrice(slot) : inChosen;

  const n = Math.max(1, index.size);
  const stretch = to - from;
  const walk = walkOf(index, query.sort, from, to);
  // What share of the walk matches, the filters (and the box's latitudes) taken as independent of the price.
  const share = ((chosen ? chosen.size : n) / n) * (walk.sort === index.cheapest ? 1 : stretch / n) * (area ? (area.to - area.from) / n : 1);
  const stepsToFill = Math.min(walk.length, (countUpTo + 1 + query.offset + query.limit) / Math.max(share, 1 / n));
  // The fewest listings that hold every match: the intersection, or a stretch of prices or of latitudes.
  const sources: Source[] = [];
  if (chosen) sources.push({ ...setSource(chosen), matches });
  if (priced) sources.push({ ...stretchSource(index.cheapest, from, to), matches: inChosen });
  if (area) sources.push({ ...stretchSource(index.southmost, area.from, area.to), matches });
  const toCheck = sources.reduce<Source | undefined>((fewest, source) => (fewest && fewest.size <= source.size ? fewest : source), undefined);
  if (toCheck && (way === 'check' || (way === undefined && toCheck.size <= stepsToFill))) return sortedMatches(index, query, toCheck, toCheck.matches!);
  return walked(index, query, walk, walk.sort === index.cheapest ? inChosen : matches, countUpTo, toCheck);
}

/** A box as the stretch of the southmost-first order within its latitudes, and the test of a slot's longitude too. */
function areaOf(index: ListingIndex, box: BoundingBox): { from: number; to: number; has: (slot: number) => boolean } {
  const { southmost, lat, lng } = index;
  const from = southmost.firstWhere((slot) => (lat[slot] >= box.minLat ? 1 : -1));
  const to = southmost.firstWhere((slot) => (lat[slot] > box.maxLat ? 1 : -1));
  const rank = southmost.rank;
  return { from, to, has: (slot) => rank[slot] >= from && rank[slot] < to && lng[slot] >= box.minLng && lng[slot] <= box.maxLng };
}

/** Listings to check one by one: a set's, or a stretch of a sort; and what each must pass. */
interface Source {
  size: number;
  each: (visit: (slot: number) => boolean | void) => void;
  matches?: (slot: number) => boolean;
}

const setSource = (set: SlotSet): Source => ({ size: set.size, each: (visit) => set.forEach(visit) });
const stretchSource = (sort: SortedSlots, from: number, to: number): Source => ({
  size: to - from,
  each: (visit) => {
    for (let i = from; i < to; i++) if (visit(sort.slots[i]) === false) return;
  },
});

/** One sort's order as walked: positions `from` to `to` of a sorted array, forwards or backwards. */
interface Walk {
  sort: SortedSlots;
  from: number;
  to: number;
  backwards: boolean;
  length: number;
}

function walkOf(index: ListingIndex, sort: PropertySort, priceFrom: number, priceTo: number): Walk {
  if (sort === 'price-asc' || sort === 'price-desc') return { sort: index.cheapest, from: priceFrom, to: priceTo, backwards: sort === 'price-desc', length: priceTo - priceFrom };
  const sorted = sort === 'views' ? index.mostViewed : index.latest;
  return { sort: sorted, from: 0, to: sorted.length, backwards: false, length: sorted.length };
}

/** Does the listing come after the cursor in the search's order? */
function afterCursor(index: ListingIndex, { sort, value, id }: SearchCursor): (slot: number) => boolean {
  const { ids } = index;
  if (sort === 'latest') {
    const created = microseconds(value);
    return (slot) => index.created[slot] < created || (index.created[slot] === created && ids[slot] < id);
  }
  if (sort === 'views') {
    const views = Number(value);
    return (slot) => index.views[slot] < views || (index.views[slot] === views && ids[slot] < id);
  }
  const bound = decimalCentimes(value, 'down') ?? { value: Number.NaN };
  const ascending = sort === 'price-asc';
  return (slot) => {
    const order = compareCentimes(index.price[slot], index.hugePrices.get(slot), bound.value, bound.exact) || ids[slot] - id;
    return ascending ? order > 0 : order < 0;
  };
}

/** What a page is drawn from: positions of `sort`, counted from its end when `backwards`. */
function orderOf(index: ListingIndex, sort: PropertySort): { sort: SortedSlots; backwards: boolean } {
  if (sort === 'latest') return { sort: index.latest, backwards: false };
  if (sort === 'views') return { sort: index.mostViewed, backwards: false };
  return { sort: index.cheapest, backwards: sort === 'price-desc' };
}

/**
 * The matches' page by their positions in the search's order: each match marks its position in a
 * bitmap, which is then read from the start (or the cursor) to the page's end.
 */
function sortedMatches(index: ListingIndex, query: IndexQuery, source: Source, matches: (slot: number) => boolean): IndexHits {
  const { sort, backwards } = orderOf(index, query.sort);
  const { rank, slots, length } = sort;
  const last = length - 1;
  // Positions past the cursor: from the first after it, in the search's direction.
  let first = 0;
  if (query.after) {
    const after = afterCursor(index, query.after);
    first = backwards ? length - sort.firstWhere((slot) => (after(slot) ? -1 : 1)) : sort.firstWhere((slot) => (after(slot) ? 1 : -1));
  }
  const marks = new Uint32Array((length >>> 5) + 1);
  let total = 0;
  source.each((slot) => {
    if (!matches(slot)) return;
    total += 1;
    const at = backwards ? last - rank[slot] : rank[slot];
    if (at >= first) marks[at >>> 5] |= 1 << (at & 31);
  });
  const ids: number[] = [];
  let skipped = 0;
  const wanted = query.offset + query.limit;
  for (let word = first >>> 5; word < marks.length && skipped + ids.length < wanted; word++) {
    for (let bits = marks[word]; bits !== 0 && skipped + ids.length < wanted;) {
      const low = bits & -bits;
      bits ^= low;
      const at = word * 32 + 31 - Math.clz32(low);
      if (skipped < query.offset) skipped += 1;
      else ids.push(index.ids[slots[backwards ? last - at : at]]);
    }
  }
  return { ids, total };
}
function walked(index: ListingIndex, query: IndexQuery, walk: Walk, matches: (slot: number) => boolean, countUpTo: number, smallest: Source | undefined): IndexHits {
  const { sort, from, to, backwards } = walk;
  const after = query.after ? afterCursor(index, query.after) : undefined;
  // Where the walk starts: after the cursor, or at the start of the stretch.
  let start = backwards ? to - 1 : from;
  if (after && !backwards)
    start = Math.max(
      from,
      sort.firstWhere((slot) => (after(slot) ? 1 : -1)),
    );
  if (after && backwards)
    start =
      Math.min(
        to,
        sort.firstWhere((slot) => (after(slot) ? -1 : 1)),
      ) - 1;
  const ids: number[] = [];
  let skipped = 0;
  // Without a cursor the walk from the start counts as it goes, up to one past the cap.
  let counted = 0;
  const counting = !after;
  const step = backwards ? -1 : 1;
  for (let i = start; backwards ? i >= from : i < to; i += step) {
    const slot = sort.slots[i];
    if (!matches(slot)) continue;
    counted += 1;
    if (ids.length < query.limit) {
      if (skipped < query.offset) skipped += 1;
      else ids.push(index.ids[slot]);
    } else if (!counting || counted > countUpTo) break;
  }
  return { ids, total: counting ? counted : count(walk, matches, countUpTo, smallest) };
}

/** How many match, up to one past `countUpTo`: from the smaller of the walk and the smallest list. */
function count(walk: Walk, matches: (slot: number) => boolean, countUpTo: number, smallest: Source | undefined): number {
  let counted = 0;
  const fromSource = smallest !== undefined && smallest.size < walk.length;
  const source = fromSource ? smallest : stretchSource(walk.sort, walk.from, walk.to);
  const test = fromSource ? (smallest.matches ?? matches) : matches;
  source.each((slot) => {
    if (test(slot)) counted += 1;
    return counted <= countUpTo;
  });
  return counted;
}
