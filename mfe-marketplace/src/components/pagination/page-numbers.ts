/** The pages a pager shows: the first, the last, and the current one with its neighbours; gaps as null. */
export function pageNumbers(page: number, pageCount: number, around = 1): (number | null)[] {
  const shown = new Set([1, pageCount]);
  for (let n = page - around; n <= page + around; n += 1) if (n >= 1 && n <= pageCount) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1] > 1 ? [null, n] : [n]));
}
