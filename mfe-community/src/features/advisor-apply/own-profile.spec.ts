import { describe, expect, it } from '@jest/globals';
import { ApiError, type AdvisorApplication } from 'shared-contracts';
import { fakeApiForEachTest } from 'test-support/components';
import { fetchOwnProfile, OWN_PROFILE_URL, saveProfile } from './own-profile';

const api = fakeApiForEachTest();

const APPLICATION: AdvisorApplication = {
  fullName: 'كريم بلقاسم',
  profession: 'lawyer',
  registrationNumber: 'DJ-2291',
  chamber: 'منظمة المحامين - الجلفة',
  commune: 'الجلفة',
  phone: '0555123456',
  specializations: [],
  languages: ['ar'],
  experienceYears: 8,
  bio: 'محامٍ معتمد لدى المجلس القضائي',
};

describe('fetchOwnProfile', () => {
  it('gives the reader’s profile, or null when they have not applied', async () => {
    api.answer(`GET ${OWN_PROFILE_URL}`, { body: { id: 3, status: 'pending' } }, { status: 404, body: { code: 'NOT_FOUND' } });
    await expect(fetchOwnProfile(OWN_PROFILE_URL)).resolves.toEqual({ id: 3, status: 'pending' });
    await expect(fetchOwnProfile(OWN_PROFILE_URL)).resolves.toBeNull();
  });

  it.each([401, 500])('fails on a %i rather than showing an empty application', async (status) => {
    api.answer(`GET ${OWN_PROFILE_URL}`, { status, body: { code: 'X' } });
    const failure = await fetchOwnProfile(OWN_PROFILE_URL).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(status);
  });
});

describe('saveProfile', () => {
  it('sends a first application, and changes an existing profile in place', async () => {
    api.answer('POST /api/advisors/application', { status: 201, body: { id: 3 } });
    api.answer(`PATCH ${OWN_PROFILE_URL}`, { body: { id: 3 } });
    await saveProfile(false, APPLICATION);
    await saveProfile(true, { ...APPLICATION, registrationNumber: 'DJ-3000' });
    expect(api.sent).toEqual([
      { method: 'POST', url: '/api/advisors/application', body: APPLICATION },
      { method: 'PATCH', url: OWN_PROFILE_URL, body: { ...APPLICATION, registrationNumber: 'DJ-3000' } },
    ]);
  });
});
