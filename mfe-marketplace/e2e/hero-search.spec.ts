import { expect, test } from '@playwright/test';
import { MARKETPLACE_TEXT as TEXT, expectNoHorizontalOverflow, open, startIn } from 'test-support';

const WIDTHS = [1440, 1280, 1180, 1024, 900, 820, 768, 700, 600, 540, 480, 450, 414, 390, 360] as const;

interface Fit {
  name: string;
  width: number;
  /** Its width left free to grow: as wide as its longest choice. */
  wanted: number;
  inViewport: boolean;
  /** An ancestor that hides overflow and cuts into it, if any. */
  clippedBy: string | null;
}

for (const language of ['ar', 'en'] as const) {
  test(`the hero's lists show every choice whole, nothing clipping them, at any width, in ${language}`, async ({ page }) => {
    await startIn(page, language);
    await open(page, '/');
    const panel = page.getByRole('search', { name: TEXT[language].searchPanel.label });
    const purpose = panel.getByRole('combobox', { name: TEXT[language].filters.purpose });
    await expect(purpose).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await purpose.scrollIntoViewIfNeeded();
      // The lists are the browser's own: their open choices are drawn outside the page, over it.
      // What the page decides is the closed list: wide enough for its longest choice, and inside
      // the screen and every box that hides what overflows it.
      const fits: Fit[] = await panel.getByRole('combobox').evaluateAll((selects) =>
        selects.map((select) => {
          const free = select.cloneNode(true) as HTMLSelectElement;
          free.style.cssText = 'position: absolute; inline-size: auto; min-inline-size: 0; max-inline-size: none; visibility: hidden;';
          select.parentElement!.append(free);
          const wanted = free.getBoundingClientRect().width;
          free.remove();
          const box = select.getBoundingClientRect();
          let clippedBy: string | null = null;
          for (let parent = select.parentElement; parent && !clippedBy; parent = parent.parentElement) {
            const style = getComputedStyle(parent);
            if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
            const outer = parent.getBoundingClientRect();
            if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5 || box.top < outer.top - 0.5 || box.bottom > outer.bottom + 0.5)
              clippedBy = parent.className || parent.tagName;
          }
          return {
            name: select.getAttribute('aria-label') ?? '',
            width: box.width,
            wanted,
            inViewport: box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.bottom <= window.innerHeight,
            clippedBy,
          };
        }),
      );
      expect(fits.map((fit) => fit.name)).toContain(TEXT[language].filters.purpose);
      for (const fit of fits) {
        const where = `${fit.name} at ${width} px`;
        expect(fit.width, where).toBeGreaterThanOrEqual(fit.wanted - 0.5);
        expect(fit.inViewport, where).toBe(true);
        expect(fit.clippedBy, where).toBeNull();
      }
      await expectNoHorizontalOverflow(page);
    }
    // Every purpose can be chosen, and the choice shows.
    for (const value of ['sale', 'rent', 'exchange', 'all']) {
      await purpose.selectOption(value);
      await expect(purpose).toHaveValue(value);
    }
  });
}
