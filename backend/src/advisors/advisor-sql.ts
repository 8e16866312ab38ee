import { iso } from '../common/sql/json-text.js';

/** The one rule for "an advisor is listed": checked by an admin, and not removed. */
export const LISTED_ADVISOR_SQL = `a.status = 'verified' AND a.deleted_at IS NULL`;

const RATING = `CASE WHEN a.rating_count > 0 THEN round(a.rating_sum::numeric / a.rating_count, 1)::float END`;

/** The card every listed advisor gets, on the alias `a`. */
export const CARD_JSON =
  `json_build_object('id', a.id, 'name', a.full_name, 'profession', a.profession, 'specializations', to_json(a.specializations), 'commune', a.commune, ` +
  `'experienceYears', a.experience_years, 'languages', to_json(a.languages), 'photo', a.photo, 'isVerified', a.status = 'verified', ` +
  `'ratingAverage', ${RATING}, 'ratingCount', a.rating_count, 'isDemo', a.is_demo)`;

/** The public profile. */
export const PROFILE_JSON =
  `jsonb_build_object('userId', a.user_id, 'registrationNumber', a.registration_number, 'chamber', a.chamber, 'officeAddress', a.office_address, ` +
  `'bio', a.bio, 'verifiedAt', ${iso('a.verified_at')}) || ${CARD_JSON}::jsonb`;

/** The applicant's and the admin's view: where the check stands, and the phone for it. */
export const OWN_PROFILE_JSON = `jsonb_build_object('status', a.status, 'phone', a.phone, 'adminNote', a.admin_note, 'createdAt', ${iso('a.created_at')}, 'fullName', a.full_name) || ${PROFILE_JSON}`;
