// Every shape of search a visitor can make — each optional filter present or not, each sort —
// asked with fresh values one request at a time, so that nothing is cached: the p99 of each
// shape, and which is slowest (issue 15: "p99 of the slowest filter combination").
import { COMMUNES, PROPERTY_SORTS, PROPERTY_TYPES } from 'shared-contracts';

const OPTIONAL = ['propertyType', 'purpose', 'keyword', 'maxPrice'];
const WORDS = ['شقة', 'فيلا', 'حديقة', 'مرآب', 'بئر', 'مفروش', 'garden', 'villa', 'shop', 'F3'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const VALUES = {
  propertyType: () => pick(PROPERTY_TYPES).value,
  purpose: () => pick(['sale', 'rent', 'exchange']),
  keyword: () => pick(WORDS),
  maxPrice: () => String(1_000_000 * (1 + Math.floor(Math.random() * 50))),
};

const shapes = () =>
  PROPERTY_SORTS.flatMap((sort) => Array.from({ length: 2 ** OPTIONAL.length }, (_, mask) => ({ sort, filters: OPTIONAL.filter((_, bit) => mask & (1 << bit)) })));

/** `{ shape, p99 }` of the slowest shape, and how many shapes were measured; `perShape` requests each. */
export async function slowestShape(base, perShape = 40) {
  let slowest = { shape: '', p99: 0 };
  const all = shapes();
  for (const { sort, filters } of all) {
    const latencies = [];
    for (let n = 0; n < perShape; n += 1) {
      const query = new URLSearchParams({ commune: pick(COMMUNES).value, sort, page: String(1 + (n % 3)) });
      for (const filter of filters) query.set(filter, VALUES[filter]());
      const started = performance.now();
      const response = await fetch(`${base}/api/properties?${query}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${response.status} for ${query}`);
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))];
    if (p99 > slowest.p99) slowest = { shape: `commune + ${filters.join(' + ') || 'nothing else'}, by ${sort}`, p99: Math.round(p99 * 10) / 10 };
  }
  return { ...slowest, shapes: all.length };
}
