import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PUSH_SUBSCRIPTIONS_PATH, type NotificationChoices } from 'shared-contracts';
import { fakeApiForEachTest, renderInArea, userFixture } from 'test-support/components';
import { NotificationsSection } from './notifications-section';

const api = fakeApiForEachTest('en');
const CHOICES: NotificationChoices = { alerts: true, alertChannel: 'email', listingExpiry: true, messages: true, pushMessages: true };
const renderWith = (choices: Partial<NotificationChoices>, devices: number) => {
  const user = userFixture({ notifications: { ...CHOICES, ...choices } });
  api.answer(`GET ${PUSH_SUBSCRIPTIONS_PATH}`, { body: { devices, thisDevice: devices > 0 } });
  api.answer('PATCH /api/user/preferences', { body: user });
  return renderInArea(<NotificationsSection user={user} />, { path: '/dashboard/settings' });
};

describe('the notifications settings', () => {
  it('saves how alerts are sent, and whether messages are pushed', async () => {
    renderWith({}, 1);
    fireEvent.click(screen.getByRole('radio', { name: 'Both' }));
    await waitFor(() => expect(api.sent.filter(({ method }) => method === 'PATCH').map(({ body }) => body)).toEqual([{ notifications: { alertChannel: 'both' } }]));
    fireEvent.click(screen.getByTestId('notify-pushMessages'));
    await waitFor(() => expect(api.sent.filter(({ method }) => method === 'PATCH')).toHaveLength(2));
    expect(api.sent.at(-1)?.body).toEqual({ notifications: { pushMessages: false } });
  });

  it('says so when alerts go by push and no device receives them', async () => {
    renderWith({ alertChannel: 'push' }, 0);
    expect((await screen.findByTestId('push-no-device')).textContent).toContain('none of your devices receives them yet');
  });

  it('says nothing of devices when alerts go by email, or a device receives them', async () => {
    const { unmount } = renderWith({ alertChannel: 'email' }, 0);
    await waitFor(() => expect(api.sent.some(({ url }) => url === PUSH_SUBSCRIPTIONS_PATH)).toBe(true));
    expect(screen.queryByTestId('push-no-device')).toBeNull();
    unmount();
    renderWith({ alertChannel: 'both' }, 2);
    await waitFor(() => expect(api.sent.filter(({ url }) => url === PUSH_SUBSCRIPTIONS_PATH)).toHaveLength(2));
    expect(screen.queryByTestId('push-no-device')).toBeNull();
  });
});
