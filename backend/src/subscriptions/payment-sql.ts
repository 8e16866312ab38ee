import type { AdminPaymentRequest } from 'shared-contracts';
import { iso } from '../common/sql/json-text.js';
import { db, fragment } from '../common/sql/kysely.js';

const PAYMENT_FIELDS = `'id', r.id, 'plan', r.plan, 'amount', r.amount::text, 'method', r.method, 'reference', r.reference, 'status', r.status,
  'transactionNumber', r.transaction_number, 'hasReceipt', r.receipt_sha256 IS NOT NULL, 'rejectReason', r.reject_reason, 'periodStart', ${iso('r.period_start')},
  'periodEnd', ${iso('r.period_end')}, 'createdAt', ${iso('r.created_at')}, 'submittedAt', ${iso('r.submitted_at')}, 'decidedAt', ${iso('r.decided_at')}`;

/** A payment_requests row (alias r) as PaymentRequest. */
export const PAYMENT_JSON = `json_build_object(${PAYMENT_FIELDS})`;

/** With who asked (users, alias u, left-joined), for admins (null once the account is erased: payments are kept). */
export const ADMIN_PAYMENT_JSON = `json_build_object(${PAYMENT_FIELDS}, 'user', CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'username', u.username,
  'email', u.email, 'firstName', u.first_name, 'lastName', u.last_name) END)`;

/** Payment requests with who asked, each one's JSON as `body`, for a where and an order. */
export const adminPayments = () =>
  db.selectFrom('payment_requests as r').leftJoin('users as u', 'u.id', 'r.user_id').select(fragment<AdminPaymentRequest>(ADMIN_PAYMENT_JSON).as('body'));
