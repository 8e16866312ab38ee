// What visitors ask the search page: filters, sorts, pages and keywords in both languages.
import { COMMUNES, PROPERTY_TYPES } from 'shared-contracts';

const SEARCHES = [
  {},
  { page: 2 },
  { commune: 'الجلفة' },
  { commune: 'عين وسارة', propertyType: 'شقة' },
  { propertyType: 'فيلا', sort: 'price-desc' },
  { purpose: 'rent', minPrice: 20_000, maxPrice: 40_000, sort: 'price-asc' },
  { purpose: 'sale', minPrice: 5_000_000, maxPrice: 10_000_000 },
  { keyword: 'شقة' },
  { keyword: 'شقة F3' },
  { keyword: 'villa' },
  { keyword: 'villa djelfa' },
  { keyword: 'apartment', commune: 'مسعد' },
  { keyword: 'فيلا حديقة' },
  { keyword: 'مستودع', purpose: 'rent' },
  { keyword: 'garage' },
  { featured: true, pageSize: 3 },
  { sort: 'views' },
  { propertyType: 'أرض', sort: 'views' },
  { commune: 'حاسي بحبح', sort: 'price-asc' },
  { keyword: 'محل', commune: 'الجلفة' },
  { maxPrice: 3_000_000, sort: 'price-desc' },
  { keyword: 'office town hall' },
  { purpose: 'exchange' },
  { commune: 'الجلفة', propertyType: 'شقة', purpose: 'rent', sort: 'price-asc' },
];

export const SEARCH_PATHS = SEARCHES.map((search) => `/api/properties?${new URLSearchParams(Object.entries(search).map(([key, value]) => [key, String(value)]))}`);

/** The search the "original design" comparison runs: Arabic keyword, a commune, sorted by price. */
export const SAMPLE_SEARCH = { keyword: 'شقة', commune: 'الجلفة', sort: 'price-asc' };

const COMMUNE_VALUES = COMMUNES.map((commune) => commune.value);
const TYPE_VALUES = PROPERTY_TYPES.map((type) => type.value);
const WORDS = ['شقة', 'فيلا', 'حديقة', 'مرآب', 'بئر', 'واجهتان', 'مفروش', 'قرب', 'garden', 'garage', 'villa', 'shop', 'office', 'well', 'F3', 'F4'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** A search of the long tail: a random combination, so that hardly any two are alike (no cache helps). */
export function randomSearchPath() {
  const search = { commune: pick(COMMUNE_VALUES), sort: pick(['latest', 'price-asc', 'price-desc', 'views']), page: String(1 + Math.floor(Math.random() * 3)) };
  if (Math.random() < 0.7) search.propertyType = pick(TYPE_VALUES);
  if (Math.random() < 0.5) search.purpose = pick(['sale', 'rent', 'exchange']);
  if (Math.random() < 0.3) search.keyword = pick(WORDS);
  if (Math.random() < 0.3) search.maxPrice = String(Math.floor(Math.random() * 50) * 1_000_000);
  return `/api/properties?${new URLSearchParams(search)}`;
}
