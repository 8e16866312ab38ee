import type { AdminCall } from '../../components/run-admin-call';
import { apiRequest, type AdminUser, type Id, type SubscriptionPlanName, type User, type UserInvitation, type UserRole } from 'shared-contracts';

export interface UserFilters {
  q: string;
  role?: UserRole;
  active?: boolean;
  plan?: SubscriptionPlanName;
}

export const USERS_PAGE_SIZE = 20;

/** The filters as query parameters: the table's and the CSV export's. */
export function usersParams({ q, role, active, plan }: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (role) params.set('role', role);
  if (active !== undefined) params.set('active', String(active));
  if (plan) params.set('plan', plan);
  return params;
}

export function usersUrl(filters: UserFilters, page: number): string {
  const params = usersParams(filters);
  params.set('page', String(page));
  params.set('pageSize', String(USERS_PAGE_SIZE));
  return `/api/admin/users?${params}`;
}

export const USERS_PREFIX = '/api/admin/users';

export const inviteUser = (invitation: UserInvitation) => apiRequest<User>('/api/admin/users', { method: 'POST', body: invitation });
export const sendReset = (id: Id) => apiRequest(`/api/admin/users/${id}/reset-password`, { method: 'POST' });
export const setActive = (id: Id, active: boolean) => apiRequest(`/api/admin/users/${id}/toggle`, { method: 'PUT', body: { active } });
export const setRole = (id: Id, role: UserRole) => apiRequest<AdminUser>(`/api/admin/users/${id}/role`, { method: 'PUT', body: { role } });
export const setPlan = (id: Id, plan: SubscriptionPlanName, expiresAt: string | null) =>
  apiRequest<AdminUser>(`/api/admin/users/${id}/plan`, { method: 'PUT', body: { plan, expiresAt } });

/** How the tab runs a row's change (a notice, then the table reloaded). */
export type RunAdminCall = (call: AdminCall, done: string) => Promise<void>;
