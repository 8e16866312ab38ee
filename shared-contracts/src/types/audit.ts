import type { Id, IsoDateString } from './scalars.js';

/** GET /api/admin/audit: one back-office write, as recorded when it was made. */
export interface AuditEntry {
  id: Id;
  actor: { id: Id | null; name: string };
  /** What was done, as `area.verb`: 'user.deactivate', 'payment.approve', 'settings.update'. */
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  address: string | null;
  createdAt: IsoDateString;
}
