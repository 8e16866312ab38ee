import type { Server } from 'node:http';
import type { Response } from 'supertest';
import { CSRF_HEADER, type PropertyCreatePayload, type SubscriptionPlanName, type UserRole } from 'shared-contracts';
import type { DataSource } from 'typeorm';
import { signedUp, type SessionClient } from './session-client.js';

/** A complete, valid form as the dashboard sends it. */
export function listingPayload(overrides: Partial<PropertyCreatePayload> = {}): PropertyCreatePayload {
  return {
    title: 'شقة F3 مشمسة قرب وسط المدينة',
    titleEn: 'Sunny F3 apartment near the town centre',
    description: 'ثلاث غرف وصالون ومطبخ مجهز.',
    descriptionEn: 'Three rooms, a living room and a fitted kitchen.',
    price: 6.5,
    priceUnit: 'million',
    priceType: 'sale',
    propertyType: 'شقة',
    commune: 'الجلفة',
    address: 'حي 5 جويلية',
    addressEn: '5 July district',
    area: 95,
    bedrooms: 2,
    bathrooms: 1,
    features: ['شرفة'],
    featuresEn: ['Balcony'],
    isActive: true,
    isFeatured: false,
    ...overrides,
  };
}

/** A signed-in account with this role and plan (set in the table: the loader reads it on each request). */
export async function member(server: Server, dataSource: DataSource, role: UserRole = 'user', plan: SubscriptionPlanName = 'free') {
  const account = await signedUp(server);
  await dataSource.query('UPDATE users SET role = $1, subscription_plan = $2 WHERE id = $3', [role, plan, account.id]);
  return account;
}

export const patch = (client: SessionClient, path: string, body: object): Promise<Response> =>
  client.agent
    .patch(path)
    .set(CSRF_HEADER, client.token)
    .send(body)
    .then((response) => response);

export const del = (client: SessionClient, path: string): Promise<Response> =>
  client.agent
    .delete(path)
    .set(CSRF_HEADER, client.token)
    .then((response) => response);
