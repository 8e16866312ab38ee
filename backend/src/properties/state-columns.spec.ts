import { describe, expect, it } from '@jest/globals';
import { leavingStateSet, stateColumns } from './state-columns.js';

describe('the state columns', () => {
  it('publishing starts the 90 days; leaving "active" clears them and the public flag', () => {
    const published = stateColumns('paused', 'active');
    expect(published).toMatchObject({ status: 'active', is_active: true, expiry_notice_sent_at: null });
    expect(published.expires_at!.getTime() - Date.now()).toBeGreaterThan(89 * 86_400_000);
    expect(stateColumns('active', 'paused')).toEqual({ status: 'paused', is_active: false, expires_at: null });
    expect(stateColumns('active', 'active')).toEqual({ status: 'active', is_active: true });
  });

  it('gives the jobs the same columns, named as the table names them', () => {
    expect(leavingStateSet('expired')).toEqual({ status: 'expired', is_active: false, expires_at: null });
    expect(leavingStateSet('paused')).toEqual({ status: 'paused', is_active: false, expires_at: null });
  });
});
