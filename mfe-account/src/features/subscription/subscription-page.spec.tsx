import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SubscriptionPlan, SubscriptionPlanName } from 'shared-contracts';
import { setLanguage } from 'shared-contracts/react';
import { fakeApiForEachTest, userFixture } from 'test-support/components';
import { renderInArea } from 'test-support/components';
import { PLANS_URL } from './plans-api';
import { SubscriptionPage } from './subscription-page';

const plan = (name: SubscriptionPlanName, id: number, price: string, listingLimit: number): SubscriptionPlan => ({
  id,
  name,
  descriptionAr: null,
  descriptionEn: null,
  price,
  duration: price === '0.00' ? 0 : 30,
  listingLimit,
  canFeature: name !== 'free',
  popular: name === 'basic',
  features: [],
  isActive: true,
});
const PLANS = [plan('free', 1, '0.00', 3), plan('basic', 2, '2000.00', 10), plan('premium', 3, '5000.00', 50)];

const api = fakeApiForEachTest('en');
beforeEach(() => {
  api.answer(`GET ${PLANS_URL}`, { body: PLANS });
});

const renderPage = () => renderInArea(<SubscriptionPage />, { path: '/subscription', route: '/subscription' });
const card = async (name: SubscriptionPlanName) => within(await screen.findByTestId(`plan-${name}`));

describe('SubscriptionPage', () => {
  it('sends a visitor who picks a plan to sign in first, back to this page after; the free plan has nothing to buy', async () => {
    await act(() => setLanguage('ar'));
    renderPage();
    expect((await card('free')).queryByRole('button')).toBeNull();
    expect((await card('basic')).getByRole('heading').textContent).toBe('الأساسية');
    expect(screen.queryByTestId('current-plan')).toBeNull();
    expect(document.documentElement.dir).toBe('rtl');
    fireEvent.click((await card('premium')).getByRole('button', { name: 'ترقية' }));
    expect(screen.getByTestId('location').textContent).toBe('/auth?next=%2Fsubscription');
  });

  it('offers a member only dearer plans, marks their own, and lets a paid plan be renewed', async () => {
    api.signIn(userFixture({ subscriptionPlan: 'basic', planExpiresAt: '2030-06-30T23:59:59.000Z' }));
    const { unmount } = renderPage();
    await waitFor(async () => expect((await card('basic')).getByRole('button', { name: 'Current Plan' })).toHaveProperty('disabled', true));
    expect((await card('free')).queryByRole('button')).toBeNull();
    expect((await card('premium')).getByRole('button', { name: 'Upgrade' })).toBeTruthy();
    expect(within(screen.getByTestId('current-plan')).getByRole('button', { name: 'Renew for another period' })).toBeTruthy();
    unmount();

    api.signIn(userFixture({ subscriptionPlan: 'premium', planExpiresAt: '2030-06-30T23:59:59.000Z' }));
    renderPage();
    await waitFor(async () => expect((await card('premium')).getByRole('button', { name: 'Current Plan' })).toBeTruthy());
    expect((await card('basic')).queryByRole('button')).toBeNull();
  });

  it('opens the payment of the plan chosen, without leaving the page', async () => {
    api.signIn(userFixture({ subscriptionPlan: 'free' }));
    const accounts = {
      baridimobRip: '00799999001234567890',
      accountHolder: 'Djelfa Estates',
      ccpAccount: '1234567',
      ccpKey: '89',
      officeAddressAr: 'الجلفة',
      officeAddressEn: 'Djelfa',
    };
    api.answer('POST /api/payments', {
      status: 201,
      body: { payment: { id: 70, plan: 'premium', amount: '5000.00', reference: 'DJE-0070', status: 'awaiting_receipt' }, accounts },
    });
    renderPage();
    await screen.findByTestId('current-plan');
    expect(within(screen.getByTestId('current-plan')).queryByRole('button')).toBeNull();
    expect((await card('basic')).getByRole('button', { name: 'Upgrade' })).toBeTruthy();
    fireEvent.click((await card('premium')).getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Upgrade to the Premium plan')).toBeTruthy();
    expect((await screen.findByTestId('payment-reference')).textContent).toBe('DJE-0070');
    expect(screen.getByTestId('account-number').textContent).toBe('00799999001234567890');
    await waitFor(() =>
      expect(api.sent.filter(({ method }) => method === 'POST')).toEqual([{ method: 'POST', url: '/api/payments', body: { plan: 'premium', method: 'baridimob' } }]),
    );
    expect(screen.getByTestId('location').textContent).toBe('/subscription');
  });
});
