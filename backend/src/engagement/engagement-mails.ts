import { INQUIRY_TYPES, INVESTMENT_TYPES, SUPPORT_PLANS, type ContactMessageRequest, type SupportRequest } from 'shared-contracts';
import type { Mail } from '../mail/mail.service.js';

const english = (list: readonly { value: string; en: string }[], value: string | null): string => (value ? (list.find((item) => item.value === value)?.en ?? value) : '—');

/** What the site's team reads in its mailbox (in English: the team's working language in the admin area). */
export const engagementMails = {
  contact: (to: string, id: number, message: ContactMessageRequest): Mail => ({
    to,
    subject: `Contact #${id} (${english(INQUIRY_TYPES, message.inquiryType)}): ${message.subject ?? message.name}`,
    text: `From: ${message.name} <${message.email}>\nPhone: ${message.phone ?? '—'}\nInquiry: ${english(INQUIRY_TYPES, message.inquiryType)}\nLanguage: ${message.language ?? 'ar'}\n\n${message.message}`,
  }),
  support: (to: string, id: number, request: SupportRequest): Mail => ({
    to,
    subject: `Support offer #${id}: ${english(SUPPORT_PLANS, request.supportPlan)} from ${request.company ?? request.name}`,
    text:
      `From: ${request.name} <${request.email}>\nPhone: ${request.phone}\nCompany: ${request.company ?? '—'}\n` +
      `Selected plan: ${english(SUPPORT_PLANS, request.supportPlan)}\nInvestment type: ${english(INVESTMENT_TYPES, request.investmentType)}\nLanguage: ${request.language ?? 'ar'}\n\n${request.message}`,
  }),
};
