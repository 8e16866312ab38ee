import { mutate } from 'swr';
import {
  ApiError,
  apiRequest,
  CSRF_HEADER,
  csrfToken,
  SESSION_PATH,
  type PasswordChange,
  type PreferencesUpdate,
  type ProfileUpdate,
  type RecoveryCodes,
  type TwoFactorEnable,
  type TwoFactorSetup,
  type User,
} from 'shared-contracts';

/** Every settings call answers with the account as it now is: it becomes the session at once, in every area. */
const updated = async (user: User): Promise<User> => {
  await mutate(SESSION_PATH, user, { revalidate: false });
  return user;
};

export const updateProfile = async (profile: ProfileUpdate) => updated(await apiRequest<User>('/api/user/profile', { method: 'PATCH', body: profile }));
export const updatePreferences = async (preferences: PreferencesUpdate) => updated(await apiRequest<User>('/api/user/preferences', { method: 'PATCH', body: preferences }));
export const changePassword = (change: PasswordChange) => apiRequest<null>('/api/user/password', { method: 'POST', body: change });
export const endOtherSessions = () => apiRequest<{ ended: number }>('/api/user/sessions/end-others', { method: 'POST' });

export const TWO_FACTOR_URL = '/api/user/two-factor';
export const startTwoFactorSetup = () => apiRequest<TwoFactorSetup>(`${TWO_FACTOR_URL}/setup`, { method: 'POST' });
export const enableTwoFactor = (body: TwoFactorEnable) => apiRequest<RecoveryCodes>(`${TWO_FACTOR_URL}/enable`, { method: 'POST', body });
export const disableTwoFactor = (password: string) => apiRequest<null>(`${TWO_FACTOR_URL}/disable`, { method: 'POST', body: { password } });

export const scheduleDeletion = (password: string) => apiRequest<{ deletionScheduledAt: string }>('/api/user/deletion', { method: 'POST', body: { password } });
export const cancelDeletion = () => apiRequest<null>('/api/user/deletion', { method: 'DELETE' });
export const removeAvatar = () => apiRequest<User>('/api/user/avatar', { method: 'DELETE' });

/** PUT /api/user/avatar with the cropped square (multipart; so small a file needs no progress bar). */
export async function uploadAvatar(file: Blob): Promise<User> {
  const body = new FormData();
  body.append('file', file, 'avatar.jpg');
  const response = await fetch('/api/user/avatar', { method: 'PUT', body, credentials: 'include', headers: { [CSRF_HEADER]: await csrfToken(), Accept: 'application/json' } });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return JSON.parse(text) as User;
}

/** A call that answers the account as it now is. */
export type AccountUpdate = () => Promise<User>;
