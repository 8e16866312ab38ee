import type { AdvisorSpecialization } from '../reference/advisor-specializations.js';
import type { DecimalString, Id, IsoDateString } from './scalars.js';

/**
 * A legal advisor as the API returns it. SPEC §3's entity has no verified flag, but the admin
 * verify call (SPEC §7) sets one and the directory shows it, so it is part of the contract.
 */
export interface LegalAdvisor {
  id: Id;
  userId: Id;
  specialization: AdvisorSpecialization;
  /** Years of practice. */
  experience: number;
  /** Cases handled. */
  cases: number;
  /** 0.00 to 5.00. */
  rating: DecimalString;
  ratingCount: number;
  bio: string | null;
  certifications: string[];
  isActive: boolean;
  isVerified: boolean;
  createdAt: IsoDateString;
}
