// The search mix: 24 searches visitors make most (filters, sorts, pages and keywords in both
// languages), asked again and again, as the home page and popular links are. The long tail of
// searches that are each different is long-tail.mjs.
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
