import { expect, test, type Page } from '@playwright/test';
import { MARKETPLACE_TEXT as TEXT, cardTitles, open, startIn } from 'test-support';
import { apiSearch } from './support';

interface Box {
  title: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Every result card's place on the page, in the order of the page's HTML. */
const cardBoxes = (page: Page): Promise<Box[]> =>
  page
    .getByTestId('search-results')
    .getByTestId('property-card')
    .evaluateAll((cards) =>
      cards.map((card) => {
        const { top, bottom, left, right } = card.getBoundingClientRect();
        return { title: card.querySelector('h3')!.textContent, top: Math.round(top + scrollY), bottom: Math.round(bottom + scrollY), left, right };
      }),
    );

/** The cards grouped in rows (the same top), top to bottom. */
function rowsOf(boxes: Box[]): Box[][] {
  const rows = new Map<number, Box[]>();
  for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

for (const language of ['ar', 'en'] as const) {
  test(`masonry keeps the sort order row by row, from the ${language === 'ar' ? 'right' : 'left'}, in ${language}`, async ({ page }) => {
    await startIn(page, language);
    await page.setViewportSize({ width: 1280, height: 900 });
    const expected = (await apiSearch(page, 'sort=price-desc')).items.map((item) => (language === 'en' && item.titleEn) || item.title);
    await open(page, '/search?sort=price-desc');
    await page.getByRole('button', { name: TEXT[language].search.layout.masonry }).click();
    await expect(page.getByTestId('search-results')).toHaveAttribute('data-layout', 'masonry');
    await expect.poll(() => cardTitles(page)).toEqual(expected);
    // The photos take their place before they load: the layout is final once the cards are there.
    const boxes = await cardBoxes(page);
    const rows = rowsOf(boxes);
    expect(rows[0].length, 'several cards side by side on a desktop').toBeGreaterThanOrEqual(3);

    // In each row, each card comes after the one before it in the direction of reading.
    for (const row of rows) {
      for (let i = 1; i < row.length; i += 1) {
        if (language === 'ar') expect(row[i].right).toBeLessThanOrEqual(row[i - 1].left);
        else expect(row[i].left).toBeGreaterThanOrEqual(row[i - 1].right);
      }
    }
    // The first result starts the first row at the start of the line: rightmost in Arabic.
    const first = rows[0][0];
    if (language === 'ar') expect(first.right).toBe(Math.max(...boxes.map((box) => box.right)));
    else expect(first.left).toBe(Math.min(...boxes.map((box) => box.left)));
    // Read row by row, the cards are the API's results in its order.
    expect(rows.flat().map((box) => box.title)).toEqual(expected);

    // And it is a masonry: in each column a card sits right under the one above it.
    const columns = new Map<number, Box[]>();
    for (const box of boxes) columns.set(Math.round(box.left), [...(columns.get(Math.round(box.left)) ?? []), box]);
    for (const column of columns.values()) {
      const sorted = column.sort((a, b) => a.top - b.top);
      for (let i = 1; i < sorted.length; i += 1) expect(sorted[i].top - sorted[i - 1].bottom).toBeLessThanOrEqual(24);
    }
    await page.screenshot({ path: test.info().outputPath(`masonry-${language}.png`) });
  });
}
