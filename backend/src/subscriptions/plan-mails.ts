import { planLabel as label, type Language, type SubscriptionPlanName } from 'shared-contracts';
import type { Mail } from '../mail/mail.service.js';

export interface PlanMember {
  email: string;
  firstName: string;
  language: Language;
}

const day = (date: Date): string => date.toISOString().slice(0, 10);

/** The mails of a plan's life, in the member's language; `site` is the public address. */
export const planMails = (site: string) => ({
  approved: (to: PlanMember, plan: SubscriptionPlanName, end: Date, points: number): Mail =>
    to.language === 'en'
      ? {
          to: to.email,
          subject: `Your ${label(plan, 'en')} plan is active`,
          text: `Hello ${to.firstName},\n\nYour payment was checked: your account has been upgraded to the ${label(plan, 'en')} plan until ${day(end)}. You also earned ${points} reward points.\n\nYour plan: ${site}/dashboard/subscription`,
        }
      : {
          to: to.email,
          subject: `باقتك ${label(plan, 'ar')} مفعّلة`,
          text: `مرحباً ${to.firstName}،\n\nتم التحقق من دفعتك: رُقّي حسابك إلى الباقة ${label(plan, 'ar')} حتى ${day(end)}. وربحت ${points} نقطة مكافأة.\n\nباقتك: ${site}/dashboard/subscription`,
        },

  rejected: (to: PlanMember, plan: SubscriptionPlanName, reason: string): Mail =>
    to.language === 'en'
      ? {
          to: to.email,
          subject: 'Your payment request was not accepted',
          text: `Hello ${to.firstName},\n\nWe could not accept your payment for the ${label(plan, 'en')} plan:\n${reason}\n\nYou can send a new request from ${site}/subscription, or answer this email.`,
        }
      : {
          to: to.email,
          subject: 'لم يُقبل طلب الدفع الخاص بك',
          text: `مرحباً ${to.firstName}،\n\nلم نتمكن من قبول دفعتك للباقة ${label(plan, 'ar')}:\n${reason}\n\nيمكنك إرسال طلب جديد من ${site}/subscription أو الرد على هذه الرسالة.`,
        },

  reminder: (to: PlanMember, plan: SubscriptionPlanName, end: Date, days: number): Mail =>
    to.language === 'en'
      ? {
          to: to.email,
          subject: `Your ${label(plan, 'en')} plan ends ${days === 1 ? 'tomorrow' : `in ${days} days`}`,
          text: `Hello ${to.firstName},\n\nYour ${label(plan, 'en')} plan ends on ${day(end)}. Renew it before then and the new month starts from that date: ${site}/subscription\n\nIf it ends, your account returns to the free plan and listings above its limit are paused (never deleted).`,
        }
      : {
          to: to.email,
          subject: `تنتهي باقتك ${label(plan, 'ar')} ${days === 1 ? 'غدًا' : `بعد ${days} أيام`}`,
          text: `مرحباً ${to.firstName}،\n\nتنتهي باقتك ${label(plan, 'ar')} يوم ${day(end)}. جدّدها قبل ذلك ويبدأ الشهر الجديد من ذلك التاريخ: ${site}/subscription\n\nإن انتهت، يعود حسابك إلى الباقة المجانية وتُوقف الإعلانات التي تتجاوز حدّها مؤقتًا (دون حذفها).`,
        },

  expired: (to: PlanMember, plan: SubscriptionPlanName, paused: number): Mail =>
    to.language === 'en'
      ? {
          to: to.email,
          subject: `Your ${label(plan, 'en')} plan has ended`,
          text: `Hello ${to.firstName},\n\nYour ${label(plan, 'en')} plan has ended and your account is on the free plan.${paused > 0 ? ` ${paused} of your listings above the free plan's limit were paused, not deleted: renew to publish them again.` : ''}\n\nRenew: ${site}/subscription`,
        }
      : {
          to: to.email,
          subject: `انتهت باقتك ${label(plan, 'ar')}`,
          text: `مرحباً ${to.firstName}،\n\nانتهت باقتك ${label(plan, 'ar')} وعاد حسابك إلى الباقة المجانية.${paused > 0 ? ` أُوقف ${paused} من إعلاناتك التي تتجاوز حدّ الباقة المجانية مؤقتًا دون حذفها: جدّد لتنشرها من جديد.` : ''}\n\nالتجديد: ${site}/subscription`,
        },
});
