import { expect, type Page } from '@playwright/test';
import { CSRF_HEADER, type Property, type PropertyCreatePayload } from 'shared-contracts';
import { csrf } from './session';

/** A call to the API from the page's session, with its CSRF token: for what a test needs but does not test. */
export async function api<T = unknown>(page: Page, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, data, headers: { [CSRF_HEADER]: await csrf(page) } });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (response.status() === 204 ? null : await response.json()) as T;
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
  return api<Property>(page, 'POST', '/api/properties', data);
}
