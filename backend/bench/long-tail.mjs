// The long tail of searches as visitors make them: every filter drawn on its own, so that hardly
// two searches are alike and none is shaped for the index that serves it best. Visitors search
// the whole wilaya as often as one commune, type a word most of the time (from listings' own
// vocabulary, in either language, often one the chosen type's listings never hold), set a price
// range, look at an area of the map, and page on.
import { COMMUNE_CENTRES, COMMUNES, OWNERSHIP_DOCUMENTS, PROPERTY_SORTS, PROPERTY_TYPES, PURPOSES, formatBbox } from 'shared-contracts';

/** How often each filter is present: a commune at most half the time, a keyword at least 60 %. */
const LONG_TAIL_ODDS = { commune: 0.5, keyword: 0.65, twoWords: 0.35, propertyType: 0.5, purpose: 0.5, document: 0.1, minPrice: 0.5, maxPrice: 0.5, bbox: 0.3 };
const LONG_TAIL_PAGES = 5;

const LOWEST_PRICE = 10_000;
const HIGHEST_PRICE = 100_000_000;

/**
 * The words a visitor could type: those of every type's listing texts (the app's own, as the seed
 * writes them) in both languages, as written, two letters or more.
 */
export function listingVocabulary(texts) {
  const words = new Set();
  for (const write of Object.values(texts)) {
    for (let variant = 0; variant < 6; variant += 1) {
      const commune = COMMUNES[variant % COMMUNES.length];
      const text = write(variant, commune);
      for (const part of [text.title, text.titleEn, text.description, text.descriptionEn, ...text.features, ...text.featuresEn]) {
        for (const word of part.split(/[^\p{L}\p{N}]+/u)) if ([...word].length >= 2) words.add(word);
      }
    }
  }
  return [...words];
}

/** A price bound a visitor sets: log-uniform over what the wilaya's listings ask (a month's rent to a villa), rounded to two figures. */
function priceBound(random) {
  const raw = LOWEST_PRICE * (HIGHEST_PRICE / LOWEST_PRICE) ** random();
  const step = 10 ** (Math.floor(Math.log10(raw)) - 1);
  return Math.round(raw / step) * step;
}

/**
 * The map's view after "Search this area": around any commune (drawn on its own, like the
 * commune filter, which it may contradict), from a street (0.01°) to most of the wilaya (0.6°),
 * as wide as a phone's screen or a desktop's.
 */
function mapView(random, pick) {
  const centre = COMMUNE_CENTRES[pick(COMMUNES).value];
  const height = 0.01 * 60 ** random();
  const width = height * (0.6 + random());
  const lat = centre.lat + (random() - 0.5) * height;
  const lng = centre.lng + (random() - 0.5) * width;
  return formatBbox({ minLng: lng - width / 2, minLat: lat - height / 2, maxLng: lng + width / 2, maxLat: lat + height / 2 });
}

/**
 * One search of the long tail: `{ path, shape }`, the shape naming which filters it holds, its sort
 * and its page (what the one-at-a-time sample groups the slowest by).
 */
export function longTailSearch(vocabulary, random = Math.random, { endpoint = 'page' } = {}) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const has = (filter) => random() < LONG_TAIL_ODDS[filter];
  const query = {};
  if (has('keyword')) query.keyword = [pick(vocabulary), ...(random() < LONG_TAIL_ODDS.twoWords ? [pick(vocabulary)] : [])].join(' ');
  if (has('commune')) query.commune = pick(COMMUNES).value;
  if (has('propertyType')) query.propertyType = pick(PROPERTY_TYPES).value;
  if (has('purpose')) query.purpose = pick(PURPOSES).value;
  if (has('document')) query.document = pick(OWNERSHIP_DOCUMENTS).value;
  let [low, high] = [has('minPrice') ? priceBound(random) : undefined, has('maxPrice') ? priceBound(random) : undefined];
  // A range's two ends never cross (the slider and the brackets both keep them in order).
  if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
  if (low !== undefined) query.minPrice = String(low);
  if (high !== undefined) query.maxPrice = String(high);
  if (has('bbox')) query.bbox = mapView(random, pick);
  // The map's markers: the same filters, all at once, newest first.
  if (endpoint === 'map') return { path: `/api/properties/map?${new URLSearchParams(query)}`, shape: Object.keys(query).join(' + ') || 'no filter' };
  query.sort = pick(PROPERTY_SORTS);
  query.page = String(1 + Math.floor(random() * LONG_TAIL_PAGES));
  const filters = Object.keys(query).filter((key) => key !== 'sort' && key !== 'page');
  const words = query.keyword ? query.keyword.split(' ').length : 0;
  const named = filters.map((filter) => (filter === 'keyword' ? `keyword (${words} word${words > 1 ? 's' : ''})` : filter));
  return { path: `/api/properties?${new URLSearchParams(query)}`, shape: `${named.join(' + ') || 'no filter'}, by ${query.sort}, page ${query.page}` };
}
