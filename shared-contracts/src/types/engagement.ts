import type { Language } from '../i18n/language.js';
import type { InquiryType } from '../reference/inquiry-types.js';
import type { InvestmentType, SupportPlan } from '../reference/investment-types.js';
import type { SuggestionCategory, SuggestionPriority } from '../reference/suggestions.js';
import type { Id, IsoDateString } from './scalars.js';

/** POST /api/suggestions. A missing priority means medium (DEFAULT_SUGGESTION_PRIORITY). */
export interface SuggestionRequest {
  title: string;
  category: SuggestionCategory;
  description: string;
  priority?: SuggestionPriority;
}

/** Where a suggestion stands; admins move it (PATCH /api/admin/suggestions/{id}). */
export type SuggestionStatus = 'new' | 'planned' | 'done' | 'declined';
export const SUGGESTION_STATUSES: readonly SuggestionStatus[] = ['new', 'planned', 'done', 'declined'];

/** The stored suggestion the call answers with (reads it as JSON only); GET /api/suggestions/mine lists them. */
export interface Suggestion extends Required<SuggestionRequest> {
  id: Id;
  status: SuggestionStatus;
  createdAt: IsoDateString;
  updatedAt: IsoDateString;
}

/** GET /api/admin/suggestions: with who sent it. */
export interface AdminSuggestion extends Suggestion {
  user: { id: Id; username: string; email: string } | null;
}

/**
 * Forms strangers submit carry a honeypot field, hidden from people: a robot that fills it in
 * gets the usual answer, and nothing is kept or sent.
 */
export const HONEYPOT_FIELD = 'website';

/** The contact form: phone and subject are optional. */
export interface ContactMessageRequest {
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  inquiryType: InquiryType;
  /** The language to answer in (the page's). */
  language?: Language;
  /** The honeypot: left empty by people. */
  website?: string;
}

/** GET /api/admin/contact-messages. */
export interface ContactMessage extends Omit<ContactMessageRequest, 'website' | 'language'> {
  id: Id;
  language: Language;
  createdAt: IsoDateString;
}

/** The Support Me form: company and investment type are optional. */
export interface SupportRequest {
  name: string;
  email: string;
  phone: string;
  company: string | null;
  message: string;
  investmentType: InvestmentType | null;
  /** The card selected on the page (left it unsent). */
  supportPlan: SupportPlan | null;
  /** The language to answer in (the page's). */
  language?: Language;
  /** The honeypot: left empty by people. */
  website?: string;
}

/** GET /api/admin/support-requests. */
export interface StoredSupportRequest extends Omit<SupportRequest, 'website' | 'language'> {
  id: Id;
  language: Language;
  createdAt: IsoDateString;
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
