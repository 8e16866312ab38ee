import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { apiRequest, swrConfig } from 'shared-contracts';
import { useToastStore } from 'shared-contracts/react';
import { MODERATION_URL, verifyAdvisor } from '../features/moderation/moderation-api';
import { useDecide } from '../features/moderation/use-decide';
import { setRole } from '../features/users/users-api';
import { fakeApiForEachTest } from 'test-support/components';
import { runAdminCall } from './run-admin-call';

// The shared SWR cache (no provider of their own): the one dropCached reloads from.
const Cached = ({ children }: { children: ReactNode }) => <SWRConfig value={swrConfig}>{children}</SWRConfig>;
function ShownLists({ urls }: { urls: string[] }) {
  return urls.map((url) => <ShownList key={url} url={url} />);
}
/** A table's page is keyed [url, 'page'], the waiting counts by their URL alone. */
function ShownList({ url }: { url: string }) {
  useSWR(url === MODERATION_URL ? url : [url, 'page']);
  return null;
}

const reads = (url: string) => api.sent.filter((request) => request.method === 'GET' && request.url === url).length;

/** Lists on screen, each read once. */
async function showLists(...urls: string[]) {
  for (const url of urls) api.answer(`GET ${url}`, { body: [], total: 0 });
  const view = render(
    <Cached>
      <ShownLists urls={urls} />
    </Cached>,
  );
  await waitFor(() => urls.forEach((url) => expect(reads(url)).toBe(1)));
  return view;
}

const api = fakeApiForEachTest('en');
beforeEach(() => {
  useToastStore.setState({ current: null });
});

describe('runAdminCall', () => {
  it('says it is done, then reads again the lists under the prefixes given and no other', async () => {
    const view = await showLists('/api/admin/users?page=1&pageSize=20', '/api/admin/properties?page=1&pageSize=20');
    api.answer('PUT /api/admin/users/4/role', { body: { id: 4 } });
    const call = () => setRole(4, 'moderator');
    await act(async () => expect(await runAdminCall(i18n.getFixedT('en', 'admin'), call, 'users.saved', '/api/admin/users')).toBe(true));
    expect(useToastStore.getState().current).toMatchObject({ title: 'Saved.', variant: 'default' });
    await waitFor(() => expect(reads('/api/admin/users?page=1&pageSize=20')).toBe(2));
    expect(reads('/api/admin/properties?page=1&pageSize=20')).toBe(1);
    view.unmount();
  });

  it('says why a change was refused, in the page’s language, and still reads the list again', async () => {
    const view = await showLists('/api/user/blogs?page=1&pageSize=20');
    const refused = () => apiRequest('/api/admin/blogs/9/status', { method: 'PUT', body: { status: 'draft' } });
    api.answer('PUT /api/admin/blogs/9/status', { status: 403, body: { code: 'FORBIDDEN' } });
    await act(async () => expect(await runAdminCall(i18n.getFixedT('ar', 'admin'), refused, 'users.saved', '/api/user/blogs')).toBe(false));
    expect(useToastStore.getState().current).toMatchObject({ title: i18n.getFixedT('ar', 'common')('errors.codes.FORBIDDEN'), variant: 'destructive' });
    expect(useToastStore.getState().current?.title).toMatch(/[\u0600-\u06FF]/);
    await waitFor(() => expect(reads('/api/user/blogs?page=1&pageSize=20')).toBe(2));
    view.unmount();
  });
});

describe('useDecide: a decision in a moderation queue', () => {
  it('reads again that queue, the list it comes from and the waiting counts, and leaves the other queues', async () => {
    const advisorsQueue = '/api/admin/advisors?status=pending&page=1&pageSize=20';
    const advisorsTab = '/api/admin/advisors?q=karim';
    const paymentsQueue = '/api/admin/payments?status=pending&page=1&pageSize=20';
    const view = await showLists(advisorsQueue, advisorsTab, paymentsQueue, MODERATION_URL);

    api.answer('PUT /api/admin/advisors/3/verify', { body: { id: 3 } });
    const { result } = renderHook(() => useDecide('advisors'), { wrapper: Cached });
    await act(async () => expect(await result.current(() => verifyAdvisor(3, true), 'moderation.advisorVerified')).toBe(true));
    expect(useToastStore.getState().current?.title).toBe('Advisor verified: the profile is public.');
    await waitFor(() => [advisorsQueue, advisorsTab, MODERATION_URL].forEach((url) => expect(reads(url)).toBe(2)));
    expect(reads(paymentsQueue)).toBe(1);
    view.unmount();
  });

  it('sends an advisor’s refusal with its reason, and a verification without any', async () => {
    api.answer('PUT /api/admin/advisors/3/verify', { body: { id: 3 } });
    await verifyAdvisor(3, true);
    await verifyAdvisor(3, false, 'رقم التسجيل غير موجود لدى المنظمة');
    await verifyAdvisor(3, false, '');
    expect(api.sent.map(({ body }) => body)).toEqual([{ verified: true }, { verified: false, note: 'رقم التسجيل غير موجود لدى المنظمة' }, { verified: false }]);
  });
});
