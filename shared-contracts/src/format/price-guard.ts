/** GET /api/price-guide: what listings like this one usually ask per square metre. */
export interface PriceGuide {
  /** The median asking price per m² in DZD of public listings of that type and purpose in the commune (or the wilaya, when the commune has too few); null when there are too few anywhere. */
  medianPerSquareMetre: number | null;
  /** How many listings the median was taken over. */
  sample: number;
  /** Whether the median is the commune's own or the wilaya's. */
  scope: 'commune' | 'wilaya' | null;
}

export type PriceWarning =
  /** 100 times too much per m²: most likely typed in centimes (1 DZD = 100 centimes). */
  | { kind: 'centimes'; suggestedDzd: number }
  /** Far above, or far below, what such listings ask: a unit mistaken, a digit too many or too few. */
  | { kind: 'high' | 'low'; typicalDzd: number };

/** Asked prices this far from the median per m² are worth a second look, not a refusal. */
const FAR = 10;

/**
 * A warning for a price that looks mistyped (docs/architecture.md §3: "million" is often said for a
 * million centimes), or null. Compares the price per m² to the guide's median; without an area
 * or a median, nothing can be said.
 */
export function priceWarning(priceDzd: number, area: number | null, guide: PriceGuide | null): PriceWarning | null {
  const median = guide?.medianPerSquareMetre;
  if (!median || !area || area <= 0 || priceDzd <= 0) return null;
  const ratio = priceDzd / area / median;
  const typicalDzd = Math.round(median * area);
  if (ratio >= FAR) {
    const inDinars = ratio / 100;
    return inDinars > 1 / FAR && inDinars < FAR ? { kind: 'centimes', suggestedDzd: Math.round(priceDzd / 100) } : { kind: 'high', typicalDzd };
  }
  return ratio <= 1 / FAR ? { kind: 'low', typicalDzd } : null;
}
