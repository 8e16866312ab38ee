import type { AdvisorLanguage, AdvisorProfession, ConsultChannel } from '../reference/advisor-professions.js';
import type { AdvisorSpecialization } from '../reference/advisor-specializations.js';
import type { Id, IsoDateString } from './scalars.js';

/**
 * The legal advisors directory (docs/architecture.md §3: neutral under law 13-07,
 * public only once an admin has checked the registration number; ratings only after a
 * completed consultation).
 *
 * Public:
 *   GET /api/advisors?q&profession&specialization&commune&sort=name|experience|rating&page&pageSize → AdvisorCard[] + X-Total-Count
 *   GET /api/advisors/featured?limit=4 → AdvisorCard[] (verified ones, the most recently verified first)
 *   GET /api/advisors/:id              → AdvisorProfile (verified ones; the owner and admins see theirs whatever its status)
 *   GET /api/advisors/:id/ratings?page&pageSize → AdvisorRating[] + X-Total-Count
 * Signed in:
 *   POST  /api/advisors/application {AdvisorApplication} → OwnAdvisorProfile (201; one per account)
 *   GET   /api/user/advisor-profile                      → OwnAdvisorProfile (404 before applying)
 *   PATCH /api/user/advisor-profile {AdvisorApplication} → OwnAdvisorProfile (a new registration number is checked again)
 *   POST  /api/advisors/:id/requests {ConsultRequestPayload} → 201 (the advisor is mailed; not to oneself)
 *   GET   /api/user/advisor-requests/sent|received?page&pageSize → SentAdvisorRequest[] | ReceivedAdvisorRequest[]
 *   PUT   /api/user/advisor-requests/:id/status {status}  → 204 (the advisor: new→accepted|declined, accepted→completed|declined)
 *   POST  /api/advisor-requests/:id/rating {stars, comment?} → 201 (the requester, once, when completed)
 * Admins:
 *   GET    /api/admin/advisors?status&q&page&pageSize → OwnAdvisorProfile[]
 *   PUT    /api/admin/advisors/:id/verify {verified, note?} → OwnAdvisorProfile (the applicant is mailed)
 *   DELETE /api/admin/advisors/:id → 204 (soft)
 */
export type AdvisorStatus = 'pending' | 'verified' | 'rejected';

/** The one card every listed advisor gets: the same fields for all. */
export interface AdvisorCard {
  id: Id;
  name: string;
  profession: AdvisorProfession;
  specializations: AdvisorSpecialization[];
  /** A commune of the wilaya (COMMUNES value). */
  commune: string;
  experienceYears: number;
  languages: AdvisorLanguage[];
  photo: string | null;
  isVerified: boolean;
  /** 1.0 to 5.0; null before the first rating. */
  ratingAverage: number | null;
  ratingCount: number;
  isDemo: boolean;
}

export interface AdvisorProfile extends AdvisorCard {
  /** The account behind the profile (null for a demo profile). */
  userId: Id | null;
  /** Public, so that a reader can check it with the bar or chamber. */
  registrationNumber: string;
  chamber: string;
  officeAddress: string | null;
  bio: string;
  verifiedAt: IsoDateString | null;
}

/** The applicant's own view, with where the check stands. */
export interface OwnAdvisorProfile extends AdvisorProfile {
  status: AdvisorStatus;
  phone: string;
  adminNote: string | null;
  createdAt: IsoDateString;
}

export interface AdvisorApplication {
  fullName: string;
  profession: AdvisorProfession;
  registrationNumber: string;
  chamber: string;
  commune: string;
  officeAddress?: string | null;
  /** An Algerian number; the advisor's, for the admin's check (not shown publicly). */
  phone: string;
  specializations: AdvisorSpecialization[];
  languages: AdvisorLanguage[];
  experienceYears: number;
  bio: string;
  photo?: string | null;
}

export interface AdvisorVerification {
  verified: boolean;
  note?: string;
}

export type AdvisorRequestStatus = 'new' | 'accepted' | 'completed' | 'declined';

export interface ConsultRequestPayload {
  subject: string;
  message: string;
  preferredChannel: ConsultChannel;
  phone?: string;
}

export interface SentAdvisorRequest {
  id: Id;
  advisor: { id: Id; name: string };
  subject: string;
  status: AdvisorRequestStatus;
  rating: { stars: number; comment: string | null } | null;
  createdAt: IsoDateString;
}

export interface ReceivedAdvisorRequest {
  id: Id;
  requester: { name: string; email: string; phone: string | null };
  subject: string;
  message: string;
  preferredChannel: ConsultChannel;
  status: AdvisorRequestStatus;
  createdAt: IsoDateString;
}

export interface AdvisorRating {
  id: Id;
  stars: number;
  comment: string | null;
  /** The client's first name. */
  authorName: string;
  createdAt: IsoDateString;
}
