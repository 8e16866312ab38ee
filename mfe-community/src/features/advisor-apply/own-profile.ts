import { ApiError, apiRequest, type AdvisorApplication, type OwnAdvisorProfile } from 'shared-contracts';

export const OWN_PROFILE_URL = '/api/user/advisor-profile';

/** The reader's own advisor profile, or null when they have not applied (a 404). */
export async function fetchOwnProfile(url: string): Promise<OwnAdvisorProfile | null> {
  try {
    return await apiRequest<OwnAdvisorProfile>(url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The first application, or later changes to it (a new registration number is checked again). */
export const saveProfile = (existing: boolean, values: AdvisorApplication) =>
  existing
    ? apiRequest<OwnAdvisorProfile>(OWN_PROFILE_URL, { method: 'PATCH', body: values })
    : apiRequest<OwnAdvisorProfile>('/api/advisors/application', { method: 'POST', body: values });
