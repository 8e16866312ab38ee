import {
  apiRequest,
  type AdminBulkResult,
  type AdminProperty,
  type AdminPropertyAction,
  type AdminPropertySort,
  type AdminSettableStatus,
  type Commune,
  type Id,
  type OwnershipDocument,
  type PropertyStatus,
  type PropertyType,
} from 'shared-contracts';

export interface PropertyFilters {
  q: string;
  owner: string;
  status?: PropertyStatus;
  type?: PropertyType;
  commune?: Commune;
  document?: OwnershipDocument;
  featured?: boolean;
  sort?: AdminPropertySort;
}

export const PROPERTIES_PAGE_SIZE = 20;
export const PROPERTIES_PREFIX = '/api/admin/properties';

/** The filters as query parameters: the table's and the CSV export's. */
export function propertyParams({ q, owner, status, type, commune, document, featured, sort }: PropertyFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (owner.trim()) params.set('owner', owner.trim());
  if (status) params.set('status', status);
  if (type) params.set('type', type);
  if (commune) params.set('commune', commune);
  if (document) params.set('document', document);
  if (featured !== undefined) params.set('featured', String(featured));
  if (sort) params.set('sort', sort);
  return params;
}

export function propertiesUrl(filters: PropertyFilters, page: number): string {
  const params = propertyParams(filters);
  params.set('page', String(page));
  params.set('pageSize', String(PROPERTIES_PAGE_SIZE));
  return `${PROPERTIES_PREFIX}?${params}`;
}

export const setFeatured = (id: Id, featured: boolean) => apiRequest<AdminProperty>(`${PROPERTIES_PREFIX}/${id}/featured`, { method: 'PUT', body: { featured } });
export const setStatus = (id: Id, status: AdminSettableStatus) => apiRequest<AdminProperty>(`${PROPERTIES_PREFIX}/${id}/status`, { method: 'PUT', body: { status } });
export const deleteProperty = (id: Id) => apiRequest(`${PROPERTIES_PREFIX}/${id}`, { method: 'DELETE' });
export const bulkAction = (ids: Id[], action: AdminPropertyAction) => apiRequest<AdminBulkResult>(`${PROPERTIES_PREFIX}/bulk`, { method: 'POST', body: { ids, action } });

/** Active members matching a name, username or email: whom Add Property may write for. */
export const membersUrl = (query: string) => `/api/admin/users?${new URLSearchParams({ active: 'true', pageSize: '10', ...(query.trim() && { q: query.trim() }) })}`;
