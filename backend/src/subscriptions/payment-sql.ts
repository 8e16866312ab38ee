import { iso } from '../common/sql/json-text.js';

/** A payment_requests row (alias r) as PaymentRequest. */
export const PAYMENT_JSON = `r.id, r.plan, r.amount::text AS amount, r.method, r.reference, r.status, r.transaction_number AS "transactionNumber",
  r.receipt_sha256 IS NOT NULL AS "hasReceipt", r.reject_reason AS "rejectReason", ${iso('r.period_start')} AS "periodStart",
  ${iso('r.period_end')} AS "periodEnd", ${iso('r.created_at')} AS "createdAt", ${iso('r.submitted_at')} AS "submittedAt", ${iso('r.decided_at')} AS "decidedAt"`;

/** With who asked, for admins (null once the account is erased: payments are kept). */
export const ADMIN_PAYMENT_JSON = `${PAYMENT_JSON}, CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'username', u.username,
  'email', u.email, 'firstName', u.first_name, 'lastName', u.last_name) END AS "user"`;
