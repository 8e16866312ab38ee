import type { AuditEntry } from 'shared-contracts';

export const auditUrl = (query: string, page: number): string => `/api/admin/audit?page=${page}&pageSize=50${query ? `&q=${encodeURIComponent(query)}` : ''}`;

/** A value as JSON with its objects' keys in order, a missing value as null: equal values read the same. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : inner,
  );

/** What changed, field by field: `field: before → after`, only for the fields that differ. */
export function changeText({ before, after }: AuditEntry): string {
  const was = (before ?? {}) as Record<string, unknown>;
  const is = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter((field) => canonical(was[field]) !== canonical(is[field]));
  return fields.map((field) => `${field}: ${canonical(was[field])} → ${canonical(is[field])}`).join('; ');
}
