import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CSRF_HEADER, CSRF_TOKEN_PATH, type Property, type PropertyCreatePayload } from 'shared-contracts';
import ar from '../src/locales/ar.json' with { type: 'json' };
import en from '../src/locales/en.json' with { type: 'json' };

/** The account area's texts, as its pages show them. */
export const TEXT = { ar, en };

let accounts = 0;

/** A new account, signed in in the page's browser (the API sets the session cookie). */
export async function newOwner(page: Page, firstName = 'سليمة'): Promise<{ email: string; password: string }> {
  const unique = `${Date.now().toString(36)}${(accounts++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { username: `owner_${unique}`, email: `owner_${unique}@example.dz`, password: 'Sahara-Gazelle-2026', firstName, lastName: 'بن علي', phone: '0661 23 45 67' };
  const response = await page.request.post('/api/register', { data: account, headers: { [CSRF_HEADER]: await csrf(page) } });
  expect(response.status()).toBe(201);
  return { email: account.email, password: account.password };
}

export async function csrf(page: Page): Promise<string> {
  return ((await (await page.request.get(CSRF_TOKEN_PATH)).json()) as { token: string }).token;
}

/** A published listing of the signed-in account, made through the API as the editor would. */
export async function apiListing(page: Page, fields: Partial<PropertyCreatePayload> = {}): Promise<Property> {
  const data: PropertyCreatePayload = {
    title: 'شقة F3 للبيع',
    titleEn: null,
    description: 'شقة مشمسة في الطابق الثاني.',
    descriptionEn: null,
    price: 6_000_000,
    priceUnit: 'dzd',
    priceType: 'sale',
    propertyType: 'شقة',
    commune: 'الجلفة',
    address: null,
    addressEn: null,
    area: 100,
    bedrooms: 3,
    bathrooms: 1,
    features: ['شرفة'],
    featuresEn: ['Balcony'],
    isActive: true,
    isFeatured: false,
    ...fields,
  };
  const response = await page.request.post('/api/properties', { data, headers: { [CSRF_HEADER]: await csrf(page) } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Property;
}

/** A photo as a phone's camera writes it: a large JPEG, which the editor scales down before sending. */
export async function photo(name: string, colour: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: colour } }).jpeg({ quality: 92 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The page is no wider than the screen: nothing makes a phone scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Picks from one of the editor's lists by typing, as a person on a phone would. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByTestId('listing-editor').getByLabel(label).fill(option);
  await page.keyboard.press('Enter');
}

/** The fields Publish needs, filled as a person would. */
export async function fillRequired(page: Page, text: (typeof TEXT)['ar'], title: string) {
  const editor = page.getByTestId('listing-editor');
  const english = text === TEXT.en;
  await choose(page, text.editor.fields.propertyType, english ? 'Apartment' : 'شقة');
  await choose(page, text.editor.fields.commune, english ? 'Djelfa' : 'الجلفة');
  await editor.getByLabel(text.editor.fields.title, { exact: true }).fill(title);
  await editor.getByLabel(text.editor.fields.description, { exact: true }).fill('شقة واسعة ومشمسة قرب المدرسة، في الطابق الثالث.');
  await editor.getByLabel(text.editor.fields.price, { exact: true }).fill('6500000');
  await editor.getByLabel(text.editor.fields.area).fill('110');
}
