import { expect, type Page } from '@playwright/test';

/** The page is no wider than the screen: nothing makes a phone scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  // The page's address: a test that goes through several pages says which one overflows.
  expect(scrollWidth, new URL(page.url()).pathname).toBeLessThanOrEqual(innerWidth);
}

/**
 * Layout shifts not caused by the visitor, added up as Lighthouse's CLS counts them, from the
 * page's first load: `total()` reads them, `reset()` starts again (to measure one moment alone).
 */
export async function watchLayoutShifts(page: Page): Promise<{ total: () => Promise<number>; reset: () => Promise<void> }> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    total: () => page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total),
    reset: () => page.evaluate(() => void ((window as unknown as { layoutShifts: { total: number } }).layoutShifts.total = 0)),
  };
}
