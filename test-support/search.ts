import { expect, type Page } from '@playwright/test';

/**
 * The titles of the result cards on /search, in order, once the results (not their skeletons) are
 * shown. Poll it after a change: the URL changes a moment before the page draws for it.
 */
export async function cardTitles(page: Page): Promise<string[]> {
  const results = page.getByTestId('search-results');
  await expect(results).toHaveAttribute('aria-busy', 'false');
  return results.getByTestId('property-card').getByRole('heading').allTextContents();
}
