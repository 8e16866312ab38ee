import { expect, test } from '@playwright/test';
import { MARKETPLACE_TEXT as TEXT, expectNoHorizontalOverflow, open, startIn } from 'test-support';

/** The look a control shares with the toolbar's, and where its words sit in it. */
const lookOf = (element: Element) => {
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const words: DOMRect[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    words.push(range.getBoundingClientRect());
  }
  const top = Math.min(...words.map((rect) => rect.top));
  const bottom = Math.max(...words.map((rect) => rect.bottom));
  return {
    look: {
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      radius: style.borderTopLeftRadius,
      background: style.backgroundColor,
      font: style.fontFamily,
    },
    height: box.height,
    /** How far the words' middle is from the button's middle. */
    offCentre: Math.abs((top + bottom) / 2 - (box.top + box.bottom) / 2),
    icon: element.querySelector('svg') !== null,
  };
};

for (const language of ['ar', 'en'] as const) {
  test(`on a phone, the Filters button is drawn like the toolbar's controls, its words centred, in ${language}`, async ({ page }) => {
    await startIn(page, language);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/search?purpose=sale');
    const button = page.getByRole('button', { name: TEXT[language].search.filters.toggle_one.replace('{{count}}', '1') });
    await expect(button).toBeVisible();
    const filters = await button.evaluate(lookOf);
    const sort = await page.getByRole('combobox', { name: TEXT[language].search.sort.label }).evaluate(lookOf);
    expect(filters.offCentre).toBeLessThanOrEqual(1.5);
    expect(filters.look).toEqual(sort.look);
    expect(filters.height).toBeGreaterThanOrEqual(44); // a thumb's target
    expect(filters.icon).toBe(true);

    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: TEXT[language].filters.commune })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath(`filters-${language}.png`) });
  });
}
