import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig, UNREAD_MESSAGES_URL } from 'shared-contracts';
import { SessionProvider } from 'shared-contracts/react';
import { fakeApiForEachTest, userFixture } from 'test-support/components';
import '../../app/register-locales';
import { MobileDrawer } from '../mobile-drawer/mobile-drawer';
import { AccountMenu } from './account-menu';

const api = fakeApiForEachTest('en');

const renderFrame = () =>
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <SessionProvider>
        <MemoryRouter>
          <AccountMenu />
          <MobileDrawer open onClose={() => undefined} />
        </MemoryRouter>
      </SessionProvider>
    </SWRConfig>,
  );

const askedForUnread = () => api.sent.filter((request) => request.url === UNREAD_MESSAGES_URL).length;

describe('the unread messages in the account menu and the drawer', () => {
  // First: the session the page was drawn with is a module's, kept from one test to the next.
  it('asks nothing for a visitor who is signed out', async () => {
    renderFrame();
    // The menu's sign-in icon and the drawer's link.
    expect(await screen.findAllByRole('link', { name: 'Sign in' })).toHaveLength(2);
    expect(askedForUnread()).toBe(0);
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull();
  });

  it('marks the menu’s button, and Messages in the menu and in the drawer, with the count, said in words', async () => {
    api.signIn(userFixture({ firstName: 'Amina' }));
    api.answer(`GET ${UNREAD_MESSAGES_URL}`, { body: { count: 3 } });
    renderFrame();
    const trigger = await screen.findByRole('button', { name: /Amina/ });
    await waitFor(() => expect(trigger.textContent).toContain('3 unread conversations'));
    expect(within(trigger).getByTestId('unread-dot').textContent).toBe('33 unread conversations');

    fireEvent.click(trigger);
    const messages = screen.getByRole('menuitem', { name: /Messages/ });
    expect(messages.getAttribute('href')).toBe('/dashboard/messages');
    expect(within(messages).getByTestId('unread-badge').textContent).toBe('33 unread conversations');
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Messages 3 unread conversations' }).getAttribute('href')).toBe('/dashboard/messages');
    // The menu and the drawer share one request.
    expect(askedForUnread()).toBe(1);
  });

  it('shows no mark once all is read, and "99+" past 99', async () => {
    api.signIn(userFixture({ firstName: 'Amina' }));
    api.answer(`GET ${UNREAD_MESSAGES_URL}`, { body: { count: 0 } });
    const { unmount } = renderFrame();
    fireEvent.click(await screen.findByRole('button', { name: 'Amina' }));
    expect(screen.getByRole('menuitem', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByTestId('unread-dot')).toBeNull();
    unmount();

    api.answer(`GET ${UNREAD_MESSAGES_URL}`, { body: { count: 120 } });
    renderFrame();
    expect((await screen.findByTestId('unread-dot')).textContent).toBe('99+120 unread conversations');
  });
});
