import type { AuditEntry } from 'shared-contracts';

export const auditUrl = (query: string, page: number): string =>
  `/api/admin/audit?page=${page}&pageSize=50${query ? `&q=${encodeURIComponent(query)}` : ''}`;

/** What changed, field by field: `field: before → after`, only for the fields that differ. */
export function changeText({ before, after }: AuditEntry): string {
  const was = (before ?? {}) as Record<string, unknown>;
  const is = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]));
  return fields.map((field) => `${field}: ${JSON.stringify(was[field] ?? null)} → ${JSON.stringify(is[field] ?? null)}`).join('; ');
}
