import type { Page } from '@playwright/test';
import { ACCOUNT_TEXT } from './text';

/** Picks from one of the listing editor's lists (the browser's own) by the option's words. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByTestId('listing-editor').getByLabel(label).selectOption({ label: option });
}

/** The fields the listing editor's Publish needs, filled as a person would. */
export async function fillRequired(page: Page, text: (typeof ACCOUNT_TEXT)['ar'], title: string): Promise<void> {
  const editor = page.getByTestId('listing-editor');
  const english = text === ACCOUNT_TEXT.en;
  await choose(page, text.editor.fields.propertyType, english ? 'Apartment' : 'شقة');
  await choose(page, text.editor.fields.commune, english ? 'Djelfa' : 'الجلفة');
  await editor.getByLabel(text.editor.fields.title, { exact: true }).fill(title);
  await editor.getByLabel(text.editor.fields.description, { exact: true }).fill('شقة واسعة ومشمسة قرب المدرسة، في الطابق الثالث.');
  await editor.getByLabel(text.editor.fields.price, { exact: true }).fill('6500000');
  await editor.getByLabel(text.editor.fields.area).fill('110');
}
