import { expect, test, type Locator } from '@playwright/test';
import type { PropertyDetail } from 'shared-contracts';
import { open, startIn } from 'test-support';
import { apiSearch } from './support';

/** How the element holding exactly `name` takes part in the text's direction. */
const bidiOf = (scope: Locator, name: string): Promise<string[]> =>
  scope.evaluate(
    (root, wanted) =>
      [...root.querySelectorAll('*')]
        .filter((element) => element.textContent?.trim() === wanted && element.children.length === 0)
        .map((element) => getComputedStyle(element).unicodeBidi),
    name,
  );

for (const language of ['ar', 'en'] as const) {
  test(`people's names are isolated from the text around them (an Arabic name in English keeps its order), in ${language}`, async ({ page }) => {
    await startIn(page, language);
    const [listing] = (await apiSearch(page, '')).items as [PropertyDetail];
    const owner = `${listing.owner.firstName} ${listing.owner.lastName}`.trim();
    await open(page, `/property/${listing.id}`);
    const card = page.getByTestId('contact-card');
    await expect(card).toContainText(owner);
    expect(await bidiOf(card, owner)).toEqual(['isolate']);
    // And it starts where the line above it starts ("Listed by"): on the left in English, the right in Arabic.
    const [name, role] = await card.evaluate((root, wanted) => {
      const element = [...root.querySelectorAll('*')].find((candidate) => candidate.textContent?.trim() === wanted && candidate.children.length === 0)!;
      return [element, element.previousElementSibling!].map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const { left, right } = range.getBoundingClientRect();
        return { left, right };
      });
    }, owner);
    if (language === 'ar') expect(Math.abs(name.right - role.right)).toBeLessThanOrEqual(1);
    else expect(Math.abs(name.left - role.left)).toBeLessThanOrEqual(1);

    await open(page, '/');
    const advisors = page.getByTestId('featured-advisor');
    await expect(advisors.first()).toBeVisible();
    for (const advisor of await advisors.all()) {
      const name = (await advisor.getByRole('heading').textContent())!.trim();
      expect(await bidiOf(advisor, name)).toEqual(['isolate']);
    }
  });
}
