import { iso } from '../common/sql/json-text.js';

export const CONTACT_JSON = `id, name, email, phone, subject, message, inquiry_type AS "inquiryType", language, ${iso('created_at')} AS "createdAt"`;

export const SUPPORT_JSON = `id, name, email, phone, company, message, investment_type AS "investmentType", support_plan AS "supportPlan", language, ${iso('created_at')} AS "createdAt"`;

/** A suggestions row (alias s) as Suggestion. */
export const SUGGESTION_JSON = `s.id, s.title, s.category, s.description, s.priority, s.status, ${iso('s.created_at')} AS "createdAt", ${iso('s.updated_at')} AS "updatedAt"`;

export const ADMIN_SUGGESTION_JSON = `${SUGGESTION_JSON}, CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'username', u.username, 'email', u.email) END AS "user"`;
