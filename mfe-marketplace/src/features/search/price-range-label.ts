import { formatSliderLabel, priceRangeBounds, type PriceRange } from 'shared-contracts';

// An <option> cannot hold <bdi>: the label is isolated left-to-right with Unicode's LRI … PDI,
// so that an Arabic page does not show "50M+" as "+50M".
const isolated = (text: string): string => `\u2066${text}\u2069`;

/** A bracket's short label, "1M – 5M"; the open-ended last one reads "50M+". */
export function priceRangeLabel(range: PriceRange): string {
  const { min, max } = priceRangeBounds(range);
  return isolated(max >= 1e12 ? `${formatSliderLabel(min)}+` : `${formatSliderLabel(min)} – ${formatSliderLabel(max)}`);
}
