import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, open, startIn } from 'test-support';

/** The home page's rows of cards, by the test id of their grid. */
const GRIDS = ['featured-properties', 'featured-articles', 'quick-links', 'home-services'] as const;
const WIDTHS = [1440, 1280, 1024, 900, 768, 721, 700, 600, 390] as const;

interface Layout {
  grid: { left: number; right: number };
  gap: number;
  items: { top: number; left: number; right: number }[];
}

/** Where a grid's cards are (a skeleton list drawn as `display: contents` is looked through). */
const layoutOf = (page: Page, testId: string): Promise<Layout> =>
  page.getByTestId(testId).evaluate((grid) => {
    const items = [...grid.children].flatMap((child) => (getComputedStyle(child).display === 'contents' ? [...child.children] : [child]));
    const box = grid.getBoundingClientRect();
    return {
      grid: { left: box.left, right: box.right },
      gap: parseFloat(getComputedStyle(grid).columnGap),
      items: items.map((item) => {
        const { top, left, right } = item.getBoundingClientRect();
        return { top: Math.round(top), left, right };
      }),
    };
  });

for (const language of ['ar', 'en'] as const) {
  test(`every row of cards on the home page is full at any width: no hole, in ${language}`, async ({ page }) => {
    await startIn(page, language);
    await open(page, '/');
    await expect(page.getByTestId('featured-properties').getByTestId('property-card').first()).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const testId of GRIDS) {
        const { grid, gap, items } = await layoutOf(page, testId);
        expect(items.length, `${testId} has cards`).toBeGreaterThan(0);
        const rows = new Map<number, Layout['items']>();
        for (const item of items) rows.set(item.top, [...(rows.get(item.top) ?? []), item]);
        const sizes = [...rows.values()].map((row) => row.length);
        for (const row of rows.values()) {
          const where = `${testId} at ${width} px: rows of ${sizes.join(', ')}`;
          // The row runs from one edge of the grid to the other, its cards a gap apart.
          expect(Math.min(...row.map((item) => item.left)), where).toBeCloseTo(grid.left, 0);
          expect(Math.max(...row.map((item) => item.right)), where).toBeCloseTo(grid.right, 0);
          const sorted = [...row].sort((a, b) => a.left - b.left);
          for (let i = 1; i < sorted.length; i += 1) expect(sorted[i].left - sorted[i - 1].right, where).toBeCloseTo(gap, 0);
        }
        // Every row holds as many cards as the first: three cards are never two and one.
        expect(new Set(sizes).size, `${testId} at ${width} px: rows of ${sizes.join(', ')}`).toBe(1);
        // On a desktop a section's cards stand in one row.
        if (width >= 1024) expect(sizes, `${testId} at ${width} px`).toEqual([items.length]);
      }
      await expectNoHorizontalOverflow(page);
    }
  });
}
