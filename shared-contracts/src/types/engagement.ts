import type { Language } from '../i18n/language.js';
import type { InquiryType } from '../reference/inquiry-types.js';
import type { InvestmentType } from '../reference/investment-types.js';
import type { SuggestionCategory, SuggestionPriority } from '../reference/suggestions.js';
import type { Id, IsoDateString } from './scalars.js';

/** POST /api/suggestions. A missing priority means medium (DEFAULT_SUGGESTION_PRIORITY). */
export interface SuggestionRequest {
  title: string;
  category: SuggestionCategory;
  description: string;
  priority?: SuggestionPriority;
}

/** The stored suggestion the call answers with (SPEC §7 reads it as JSON only). */
export interface Suggestion extends Required<SuggestionRequest> {
  id: Id;
  createdAt: IsoDateString;
}

/** The contact form (SPEC §3, §5): phone and subject are optional. */
export interface ContactMessageRequest {
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  inquiryType: InquiryType;
}

/** The Support Me form (SPEC §3, §5): company and investment type are optional. */
export interface SupportRequest {
  name: string;
  email: string;
  phone: string;
  company: string | null;
  message: string;
  investmentType: InvestmentType | null;
}

/** POST /api/newsletter (202 whatever the address's state): a confirmation mail goes out; one click subscribes. */
export interface NewsletterSignup {
  email: string;
  language?: Language;
}

/** GET /api/admin/newsletter: who subscribed, when they consented, who left. */
export interface NewsletterSubscriber {
  id: Id;
  email: string;
  language: Language;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  createdAt: IsoDateString;
  consentedAt: IsoDateString | null;
  unsubscribedAt: IsoDateString | null;
}
