/** At most one decimal, none when it is zero: 1.5, 10, 12.5. */
const oneDecimal = (value: number): string => String(Math.round(value * 10) / 10);

/**
 * The price slider's short labels: 0 → "0", 50,000 → "50K", 1,500,000 → "1.5M".
 * Digits and letters are the same in both languages, like the other numbers of the site.
 */
export function formatSliderLabel(dzd: number): string {
  const size = Math.abs(dzd);
  if (size < 1_000) return oneDecimal(dzd);
  // From 999,950 on, thousands would round to "1000K", which reads better as "1M".
  if (size < 999_950) return `${oneDecimal(dzd / 1_000)}K`;
  return `${oneDecimal(dzd / 1_000_000)}M`;
}
