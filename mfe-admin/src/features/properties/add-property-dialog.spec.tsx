import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminUser } from 'shared-contracts';
import { fakeApiForEachTest, renderInArea, userFixture } from 'test-support/components';
import { AddPropertyDialog } from './add-property-dialog';
import { membersUrl } from './properties-api';

const memberNamed = (id: number, username: string): AdminUser =>
  ({ ...userFixture({ id, username, firstName: 'نصيرة', lastName: 'بن علي' }), isActive: true }) as unknown as AdminUser;

const api = fakeApiForEachTest('en');
beforeEach(() => {
  api.signIn(userFixture({ role: 'admin' }));
});

describe('AddPropertyDialog', () => {
  it("offers only the typed search's members: while its answer is on its way, none of the earlier list can be picked", async () => {
    let answer!: () => void;
    const searching = new Promise<void>((resolve) => (answer = resolve));
    api.answer(`GET ${membersUrl('')}`, { body: [memberNamed(1, 'member_other')], total: 1 });
    api.answer(`GET ${membersUrl('member_wanted')}`, { body: [memberNamed(2, 'member_wanted')], total: 1, after: searching });
    renderInArea(<AddPropertyDialog onClose={() => undefined} />);
    const box = screen.getByRole('combobox', { name: 'Member' });
    fireEvent.mouseDown(box);
    expect(await screen.findByTitle(/@member_other/)).toBeTruthy();

    fireEvent.change(box, { target: { value: 'member_wanted' } });
    await waitFor(() => expect(api.sent.some(({ url }) => url === membersUrl('member_wanted'))).toBe(true));
    expect(screen.queryByTitle(/@member_other/)).toBeNull();
    act(answer);
    expect(await screen.findByTitle(/@member_wanted/)).toBeTruthy();
  });
});
