import { LRUCache } from 'lru-cache';
import type { MapPoint, PropertyType, Purpose } from 'shared-contracts';
import { tokenTest } from '../keyword.js';
import { compareCentimes, dinarsText, wholeCentimes } from './centimes.js';
import { SlotList, SlotSet } from './slot-lists.js';
import { SortedSlots } from './sorted-slots.js';

/** A listing as the index reads it (index-reader.ts). */
export interface IndexRow {
  id: number;
  /** Public now (listing-visibility's rule, applied by the query): anything else leaves the index. */
  public: boolean;
  commune: string | null;
  propertyType: string;
  purpose: string;
  document: string | null;
  featured: boolean;
  /** The price in whole centimes, as text: exact at any size. */
  priceCentimes: string;
  /** created_at in microseconds since the epoch: PostgreSQL's precision, which the cursors carry. */
  createdUs: number;
  views: number;
  /** search_text; null when not public. */
  searchText: string | null;
  /** Where it is shown (its shown point, or its commune's centre). */
  lat: number;
  lng: number;
  approximate: boolean;
}

/** A column's values as small codes, 0 for none, and for each value the live slots that have it. */
export class ValueCodes {
  private readonly codes = new Map<string, number>();
  /** Each code's value (0: none). */
  readonly values: (string | null)[] = [null];
  readonly sets: SlotSet[];

  constructor(private capacity: number) {
    this.sets = [new SlotSet(capacity)];
  }

  codeOf(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.sets.length;
      this.codes.set(value, code);
      this.values.push(value);
      this.sets.push(new SlotSet(this.capacity));
    }
    return code;
  }

  grow(capacity: number): void {
    this.capacity = capacity;
    for (const set of this.sets) set.grow(capacity);
  }

  /** The code of a value no listing has ever had is undefined: a filter on it finds nothing. */
  find(value: string): number | undefined {
    return this.codes.get(value);
  }
}

const EXACT_UP_TO = 2 ** 53;
/** Word sets kept for the keywords asked again: a set is one bit per slot (125 kB at a million). */
const WORD_SETS_BYTES = 64 * 1024 * 1024;

/** 53 bits of a text: a listing whose text is unchanged keeps its slot, and its words their lists. */
function textHash(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The public listings, held in the API process for search: what PostgreSQL's indexes could not
 * do for a search whose filters no single index holds (each filter checked row by row, a common
 * word reading thousands of rows). Every listing has a slot; each filter value and each word of
 * search_text lists its slots; each sort keeps the slots in its order. A search intersects lists
 * or walks a sort (index-search.ts). Filled and kept fresh from the database (search-index.ts).
 *
 * A listing whose text, filter values or featured mark change gets a new slot (the old one is
 * marked dead, so lists never need an entry removed); one whose price, date or views change keeps
 * its slot and moves in its sorts. Dead slots are dropped when the index is built again.
 */
export class ListingIndex {
  capacity = 1024;
  readonly communes = new ValueCodes(this.capacity);
  readonly types = new ValueCodes(this.capacity);
  readonly purposes = new ValueCodes(this.capacity);
  readonly documents = new ValueCodes(this.capacity);
  readonly featuredSet = new SlotSet(this.capacity);

  /** Slots used, dead ones included. */
  used = 0;
  /** Live slots: the public listings. */
  size = 0;
  /** Changes with every change applied. */
  version = 0;

  ids = new Int32Array(this.capacity);
  commune = new Uint16Array(this.capacity);
  type = new Uint16Array(this.capacity);
  purpose = new Uint16Array(this.capacity);
  document = new Uint16Array(this.capacity);
  featured = new Uint8Array(this.capacity);
  alive = new Uint8Array(this.capacity);
  price = new Float64Array(this.capacity);
  created = new Float64Array(this.capacity);
  views = new Float64Array(this.capacity);
  /** Where each is shown: a point's change keeps the slot (no set holds it; southmost sorts it). */
  lat = new Float64Array(this.capacity);
  lng = new Float64Array(this.capacity);
  approximate = new Uint8Array(this.capacity);
  private texts = new Float64Array(this.capacity);
  /** The exact price of the few slots whose price a double cannot hold. */
  readonly hugePrices = new Map<number, bigint>();

  private readonly slotOf = new Map<number, number>();
  private readonly words = new Map<string, SlotList>();
  private readonly wordSets = new LRUCache<string, SlotSet>({ maxSize: WORD_SETS_BYTES, sizeCalculation: (set) => Math.max(1, set.bits.byteLength) });

  /** Newest first, the id breaking ties the same way. */
  readonly latest = new SortedSlots((a, b) => this.created[b] - this.created[a] || this.ids[b] - this.ids[a]);
  /** Cheapest first, the id ascending; walked backwards for the dearest first. */
  readonly cheapest = new SortedSlots((a, b) => this.comparePrices(a, b) || this.ids[a] - this.ids[b]);
  /** Most viewed first, the id descending. */
  readonly mostViewed = new SortedSlots((a, b) => this.views[b] - this.views[a] || this.ids[b] - this.ids[a]);
  /** Southmost first: a map's box is a stretch of it, as a price range is of the cheapest first. */
  readonly southmost = new SortedSlots((a, b) => this.lat[a] - this.lat[b] || this.ids[a] - this.ids[b]);

  private readonly sorts = [this.latest, this.cheapest, this.mostViewed, this.southmost];
  /** Filled by load() until loaded() sorts everything once. */
  private building = false;
  /** By sort (as in `sorts`): the slots to take out of it and to put in, when the batch is applied. */
  private readonly leaving: number[][] = this.sorts.map(() => []);
  private readonly coming: number[][] = this.sorts.map(() => []);

  /** Applies listings as read (new, changed, no longer public); returns how many changed the index. */
  apply(rows: readonly IndexRow[]): number {
    let changed = 0;
    for (const row of rows) if (this.applyRow(row)) changed += 1;
    this.settle();
    if (changed > 0) this.version += 1;
    return changed;
  }

  /** A first build's batch: added unsorted, sorted once by loaded(). */
  load(rows: readonly IndexRow[]): void {
    this.building = true;
    for (const row of rows) this.applyRow(row);
  }

  loaded(): void {
    this.building = false;
    const live = new Int32Array(this.size);
    let next = 0;
    for (let slot = 0; slot < this.used; slot++) if (this.alive[slot] === 1) live[next++] = slot;
    for (const sort of this.sorts) sort.load(live);
    this.version += 1;
  }

  /** Listings deleted from the database. */
  remove(ids: readonly number[]): number {
    let changed = 0;
    for (const id of ids) {
      const slot = this.slotOf.get(id);
      if (slot === undefined) continue;
      this.kill(slot);
      changed += 1;
    }
    this.settle();
    if (changed > 0) this.version += 1;
    return changed;
  }

  /** Dead slots, as a share of those used: worth building again past a half. */
  get deadShare(): number {
    return this.used === 0 ? 0 : (this.used - this.size) / this.used;
  }

  /** A live listing's marker, from what the index holds (GET /api/properties/map reads no row). */
  mapPoint(id: number): MapPoint | undefined {
    const slot = this.slotOf.get(id);
    if (slot === undefined || this.alive[slot] !== 1) return undefined;
    return {
      id,
      lat: this.lat[slot],
      lng: this.lng[slot],
      approximate: this.approximate[slot] === 1,
      priceDzd: dinarsText({ value: this.price[slot], exact: this.hugePrices.get(slot) }),
      propertyType: this.types.values[this.type[slot]] as PropertyType,
      priceType: this.purposes.values[this.purpose[slot]] as Purpose,
    };
  }

  /** The slots whose search_text holds `word` (keyword.ts's rule), kept while asked. */
  wordSet(word: string): SlotSet {
    const known = this.wordSets.get(word);
    if (known) return known;
    const set = new SlotSet(this.capacity);
    const holds = tokenTest(word);
    for (const [token, list] of this.words) {
      if (!holds(token)) continue;
      for (let i = 0; i < list.length; i++) if (this.alive[list.slots[i]] === 1) set.add(list.slots[i]);
    }
    this.wordSets.set(word, set);
    return set;
  }

  /** `a`'s price against `b`'s: negative when cheaper. */
  comparePrices(a: number, b: number): number {
    const pa = this.price[a];
    const pb = this.price[b];
    if (pa !== pb) return pa < pb ? -1 : 1;
    return pa < EXACT_UP_TO ? 0 : compareCentimes(pa, this.hugePrices.get(a), pb, this.hugePrices.get(b));
  }

  private applyRow(row: IndexRow): boolean {
    const slot = this.slotOf.get(row.id);
    if (!row.public || row.searchText === null) {
      if (slot === undefined) return false;
      this.kill(slot);
      return true;
    }
    const text = textHash(row.searchText);
    const codes = [this.communes.codeOf(row.commune), this.types.codeOf(row.propertyType), this.purposes.codeOf(row.purpose), this.documents.codeOf(row.document)];
    if (slot !== undefined && this.keepsSlot(slot, row, codes, text)) return this.move(slot, row);
    if (slot !== undefined) this.kill(slot);
    this.add(row, codes, text);
    return true;
  }

  private keepsSlot(slot: number, row: IndexRow, [commune, type, purpose, document]: number[], text: number): boolean {
    return (
      this.texts[slot] === text &&
      this.commune[slot] === commune &&
      this.type[slot] === type &&
      this.purpose[slot] === purpose &&
      this.document[slot] === document &&
      this.featured[slot] === (row.featured ? 1 : 0)
    );
  }

  /** New sort values and point for a slot, moved in the sorts whose value changed; false when nothing did. */
  private move(slot: number, row: IndexRow): boolean {
    const price = wholeCentimes(row.priceCentimes);
    const moved = [
      this.created[slot] !== row.createdUs,
      this.price[slot] !== price.value || this.hugePrices.get(slot) !== price.exact,
      this.views[slot] !== row.views,
      this.lat[slot] !== row.lat,
    ];
    const placed = this.setPoint(slot, row);
    if (!moved.includes(true)) return placed;
    this.setSortValues(slot, row);
    moved.forEach((yes, sort) => yes && this.resort(sort, slot, slot));
    return true;
  }

  /** For the batch's end (settle): `out` leaves sort number `sort`, `into` comes in; -1 for none. */
  private resort(sort: number, out: number, into: number): void {
    if (this.building) return;
    if (out >= 0) this.leaving[sort].push(out);
    if (into >= 0) this.coming[sort].push(into);
  }

  /** The batch's moves, made in each sort in one pass. */
  private settle(): void {
    this.sorts.forEach((sort, at) => {
      const coming = new Set(this.coming[at].filter((slot) => this.alive[slot] === 1));
      sort.change(this.leaving[at], [...coming]);
      this.leaving[at] = [];
      this.coming[at] = [];
    });
  }

  /** True when the point changed. */
  private setPoint(slot: number, { lat, lng, approximate }: IndexRow): boolean {
    const changed = this.lat[slot] !== lat || this.lng[slot] !== lng || this.approximate[slot] !== (approximate ? 1 : 0);
    this.lat[slot] = lat;
    this.lng[slot] = lng;
    this.approximate[slot] = approximate ? 1 : 0;
    return changed;
  }

  private setSortValues(slot: number, row: IndexRow): void {
    const price = wholeCentimes(row.priceCentimes);
    this.price[slot] = price.value;
    if (price.exact === undefined) this.hugePrices.delete(slot);
    else this.hugePrices.set(slot, price.exact);
    this.created[slot] = row.createdUs;
    this.views[slot] = row.views;
  }

  private add(row: IndexRow, [commune, type, purpose, document]: number[], text: number): void {
    if (this.used === this.capacity) this.grow();
    const slot = this.used++;
    this.ids[slot] = row.id;
    this.commune[slot] = commune;
    this.type[slot] = type;
    this.purpose[slot] = purpose;
    this.document[slot] = document;
    this.featured[slot] = row.featured ? 1 : 0;
    this.texts[slot] = text;
    this.setSortValues(slot, row);
    this.setPoint(slot, row);
    this.alive[slot] = 1;
    this.slotOf.set(row.id, slot);
    this.size += 1;
    this.communes.sets[commune].add(slot);
    this.types.sets[type].add(slot);
    this.purposes.sets[purpose].add(slot);
    this.documents.sets[document].add(slot);
    if (row.featured) this.featuredSet.add(slot);
    const tokens = new Set((row.searchText ?? '').split(' '));
    tokens.delete('');
    for (const token of tokens) {
      let list = this.words.get(token);
      if (!list) this.words.set(token, (list = new SlotList()));
      list.push(slot);
    }
    // The word sets kept must hold the newcomer too.
    this.wordSets.forEach((set, word) => {
      const holds = tokenTest(word);
      for (const token of tokens) if (holds(token)) return set.add(slot);
    });
    for (let sort = 0; sort < this.sorts.length; sort++) this.resort(sort, -1, slot);
  }

  private kill(slot: number): void {
    for (let sort = 0; sort < this.sorts.length; sort++) this.resort(sort, slot, -1);
    this.alive[slot] = 0;
    for (const set of this.setsOf(slot)) set.delete(slot);
    this.wordSets.forEach((set) => set.delete(slot));
    this.slotOf.delete(this.ids[slot]);
    this.hugePrices.delete(slot);
    this.size -= 1;
  }

  private setsOf(slot: number): SlotSet[] {
    return [
      this.communes.sets[this.commune[slot]],
      this.types.sets[this.type[slot]],
      this.purposes.sets[this.purpose[slot]],
      this.documents.sets[this.document[slot]],
      this.featuredSet,
    ];
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    const grown = <T extends Int32Array | Uint16Array | Uint8Array | Float64Array>(old: T, make: new (length: number) => T): T => {
      const array = new make(capacity);
      array.set(old);
      return array;
    };
    this.ids = grown(this.ids, Int32Array);
    this.commune = grown(this.commune, Uint16Array);
    this.type = grown(this.type, Uint16Array);
    this.purpose = grown(this.purpose, Uint16Array);
    this.document = grown(this.document, Uint16Array);
    this.featured = grown(this.featured, Uint8Array);
    this.alive = grown(this.alive, Uint8Array);
    this.price = grown(this.price, Float64Array);
    this.created = grown(this.created, Float64Array);
    this.views = grown(this.views, Float64Array);
    this.lat = grown(this.lat, Float64Array);
    this.lng = grown(this.lng, Float64Array);
    this.approximate = grown(this.approximate, Uint8Array);
    this.texts = grown(this.texts, Float64Array);
    this.capacity = capacity;
    for (const codes of [this.communes, this.types, this.purposes, this.documents]) codes.grow(capacity);
    this.featuredSet.grow(capacity);
    for (const sort of this.sorts) sort.reserve(capacity);
    // Built again when next asked: fewer to copy.
    this.wordSets.clear();
  }
}
