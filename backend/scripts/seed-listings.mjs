// Realistic random listings for `npm run seed` (seed.mjs): column arrays ready for one
// INSERT … SELECT FROM unnest(…) per batch. Pure; the texts and search_text come from the app.
import { COMMUNE_CENTRES, COMMUNES, PROPERTY_TYPES, toDzd } from 'shared-contracts';

/** Deterministic, so that two seeded databases hold the same listings (mulberry32). */
export function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (low, high) => low + next() * (high - low);
  const weighted = (entries) => {
    let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    return entries.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? entries[0][0];
  };
  return { next, between, weighted };
}

// The town of Djelfa and the larger communes hold most of the market.
const BIG = { الجلفة: 30, 'عين وسارة': 10, مسعد: 7, 'حاسي بحبح': 7 };
const COMMUNE_WEIGHTS = COMMUNES.map((commune) => [commune, BIG[commune.value] ?? 1.5]);
const TYPE_WEIGHTS = [
  ['شقة', 30],
  ['منزل', 18],
  ['أرض', 15],
  ['محل تجاري', 9],
  ['فيلا', 8],
  ['أرض فلاحية', 6],
  ['مكتب', 5],
  ['بنغالو', 5],
  ['مستودع', 4],
].map(([value, weight]) => [PROPERTY_TYPES.find((type) => type.value === value), weight]);
// Sale prices in million DZD; rents in DZD a month.
const SALE = { شقة: [3, 16], منزل: [6, 30], أرض: [1, 20], 'محل تجاري': [4, 25], فيلا: [15, 90], 'أرض فلاحية': [5, 400], مكتب: [4, 20], بنغالو: [5, 15], مستودع: [10, 120] };
const RENT = {
  شقة: [15_000, 45_000],
  منزل: [20_000, 60_000],
  'محل تجاري': [20_000, 90_000],
  فيلا: [50_000, 150_000],
  مكتب: [20_000, 70_000],
  بنغالو: [15_000, 40_000],
  مستودع: [40_000, 200_000],
};
// The title deed an owner states, when one is: most sellers in the wilaya name one.
const DOCUMENTS = [
  [null, 40],
  ['notarial-deed', 25],
  ['land-registry-booklet', 25],
  ['administrative-decision', 10],
];
const STATUSES = [
  ['active', 92],
  ['pending', 3],
  ['sold', 3],
  ['rented', 2],
];

/** Degrees of spread around a commune's centre: its town and the land around it (about 3 km). */
const SPREAD = 0.03;

/**
 * Where a listing is: four in five placed by their owner, around their commune's centre (the sum
 * of two uniforms, denser at the centre as towns are), a third of those shown exactly; the shown
 * point as the app moves it (`approximatePoint`).
 */
function placeOf(random, commune, approximatePoint) {
  if (random.next() >= 0.8) return { coordinates: null, location_exact: false, shown_lat: null, shown_lng: null };
  const centre = COMMUNE_CENTRES[commune];
  const offset = () => (random.next() + random.next() - 1) * SPREAD;
  const point = { lat: Number((centre.lat + offset()).toFixed(6)), lng: Number((centre.lng + offset()).toFixed(6)) };
  const exact = random.next() < 1 / 3;
  const shown = exact ? point : approximatePoint(point, random.next);
  return { coordinates: JSON.stringify(point), location_exact: exact, shown_lat: shown.lat, shown_lng: shown.lng };
}

function priceOf(random, type, purpose) {
  if (purpose === 'rent') return [Math.round(random.between(...RENT[type]) / 1000) * 1000, 'dzd'];
  const millions = Math.round(random.between(...SALE[type]) * 10) / 10;
  // Above a thousand million, owners quote billions.
  return millions >= 1000 ? [Math.round(millions / 100) / 10, 'billion'] : [millions, 'million'];
}

/** `count` listings as { column: values[] } for the owners given; `texts`, `searchTextOf` and `approximatePoint` are the app's. */
export function listingColumns(count, owners, { random, texts, searchTextOf, approximatePoint, now = Date.now() }) {
  const columns = {};
  const push = (row) => Object.entries(row).forEach(([column, value]) => (columns[column] ??= []).push(value));
  for (let index = 0; index < count; index += 1) {
    const commune = random.weighted(COMMUNE_WEIGHTS);
    const type = random.weighted(TYPE_WEIGHTS).value;
    const purpose = RENT[type]
      ? random.weighted([
          ['sale', 60],
          ['rent', 30],
          ['exchange', 10],
        ])
      : random.weighted([
          ['sale', 85],
          ['exchange', 15],
        ]);
    const [price, unit] = priceOf(random, type, purpose);
    const text = texts[type](Math.floor(random.between(0, 6)), commune);
    const fields = { ...text, titleEn: random.next() < 0.8 ? text.titleEn : null, commune: commune.value, propertyType: type, address: null, addressEn: null };
    const createdAt = new Date(now - random.between(0, 730) * 86_400_000).toISOString();
    const status = random.weighted(STATUSES);
    push({
      user_id: owners[index % owners.length],
      title: fields.title,
      title_en: fields.titleEn,
      description: text.description,
      description_en: text.descriptionEn,
      price: price.toFixed(2),
      price_unit: unit,
      price_dzd: toDzd(price, unit).toFixed(2),
      price_type: purpose,
      property_type: type,
      commune: commune.value,
      ownership_document: random.weighted(DOCUMENTS),
      area: text.area.toFixed(2),
      bedrooms: text.bedrooms,
      bathrooms: text.bathrooms,
      features: JSON.stringify(text.features),
      features_en: JSON.stringify(text.featuresEn),
      // The database holds is_active to status = 'active' (CHK_properties_active_is_published).
      is_active: status === 'active',
      is_featured: random.next() < 0.02,
      status,
      view_count: Math.floor(random.next() ** 3 * 2000),
      search_text: searchTextOf(fields),
      created_at: createdAt,
      updated_at: createdAt,
      ...placeOf(random, commune.value, approximatePoint),
    });
  }
  return columns;
}
