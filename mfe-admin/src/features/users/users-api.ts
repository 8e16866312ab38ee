import { apiRequest, type AdminUser, type Id, type SubscriptionPlanName, type UserRole } from 'shared-contracts';

export interface UserFilters {
  q: string;
  role?: UserRole;
  active?: boolean;
  plan?: SubscriptionPlanName;
}

export const USERS_PAGE_SIZE = 20;

export function usersUrl({ q, role, active, plan }: UserFilters, page: number): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(USERS_PAGE_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  if (role) params.set('role', role);
  if (active !== undefined) params.set('active', String(active));
  if (plan) params.set('plan', plan);
  return `/api/admin/users?${params}`;
}

export const USERS_PREFIX = '/api/admin/users';

export const setActive = (id: Id, active: boolean) => apiRequest(`/api/admin/users/${id}/toggle`, { method: 'PUT', body: { active } });
export const setRole = (id: Id, role: UserRole) => apiRequest<AdminUser>(`/api/admin/users/${id}/role`, { method: 'PUT', body: { role } });
export const setPlan = (id: Id, plan: SubscriptionPlanName, expiresAt: string | null) =>
  apiRequest<AdminUser>(`/api/admin/users/${id}/plan`, { method: 'PUT', body: { plan, expiresAt } });

/** A change a row makes, and how the tab runs it (a notice, then the table reloaded). */
export type AdminCall = () => Promise<unknown>;
export type RunAdminCall = (call: AdminCall, done: string) => Promise<void>;
