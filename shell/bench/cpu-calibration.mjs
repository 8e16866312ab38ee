// The CPU slowdown that makes this host behave as Lighthouse's reference mid-range phone. A fixed
// 4× flatters a fast host and punishes a slow one; Lighthouse measures the host (its
// `benchmarkIndex`) in every run, and its published CPU-throttling calculator
// (patrickhulce/lighthouse-cpu-throttling-calculator) turns that index into the multiplier.

/** The calculator's mapping: 1,300 → 3×, each 233 more → one more; 800–1,300 → 1–3×; below 800 the host is already that phone. */
export function slowdownFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 1 + ((benchmarkIndex - 800) / 500) * 2;
  return 1;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
