/**
 * A figure as the whole site writes it: Western digits, "," between thousands, "." before at most
 * two decimals, trailing zeros dropped ("2,500,000", "2.5", "1,500.5"), in both languages
 * (docs/architecture.md §1: an Arabic locale would swap "." and "," and turn "2.5 مليون" into
 * "2,5 مليون").
 *
 * This is what `Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })` writes (a test holds
 * them together), without it: the first number format of a page sets up ICU's number data, which
 * took 13–40 ms of the main thread in Chromium on our 2-core machine, in the middle of the
 * hydration of every page that shows a price (docs/architecture.md §2). The amounts come from the
 * API with two decimals at most, so `toFixed` rounds nothing that Intl would round otherwise.
 */
export function groupedNumber(value: number): string {
  const [whole, fraction] = Math.abs(value).toFixed(2).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 && (whole !== '0' || decimals !== '') ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals ? `.${decimals}` : ''}`;
}
