import { iso } from '../common/sql/json-text.js';

/** A contact_messages row as ContactMessage. */
export const CONTACT_JSON = `json_build_object('id', id, 'name', name, 'email', email, 'phone', phone, 'subject', subject, 'message', message, 'inquiryType', inquiry_type, 'language', language, 'createdAt', ${iso('created_at')})`;

/** A support_requests row as StoredSupportRequest. */
export const SUPPORT_JSON = `json_build_object('id', id, 'name', name, 'email', email, 'phone', phone, 'company', company, 'message', message, 'investmentType', investment_type, 'supportPlan', support_plan, 'language', language, 'createdAt', ${iso('created_at')})`;

const SUGGESTION_FIELDS = `'id', s.id, 'title', s.title, 'category', s.category, 'description', s.description, 'priority', s.priority, 'status', s.status, 'createdAt', ${iso('s.created_at')}, 'updatedAt', ${iso('s.updated_at')}`;

/** A suggestions row (alias s) as Suggestion. */
export const SUGGESTION_JSON = `json_build_object(${SUGGESTION_FIELDS})`;

/** A suggestions row (alias s) with its member (users, alias u, left-joined) as AdminSuggestion. */
export const ADMIN_SUGGESTION_JSON = `json_build_object(${SUGGESTION_FIELDS}, 'user', CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'username', u.username, 'email', u.email) END)`;
