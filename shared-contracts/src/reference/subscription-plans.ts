import type { Language } from '../i18n/language.js';
import type { ReferenceItem } from './reference-item.js';

export interface PlanFeature {
  readonly ar: string;
  readonly en: string;
}

export interface SubscriptionPlanItem<V extends string = string> extends ReferenceItem<V> {
  readonly priceDzd: number;
  /** The free plan never expires; paid plans are billed each month. */
  readonly billing: 'forever' | 'monthly';
  /** Active listings allowed, enforced by the server (docs/architecture.md §3: premium is 50). */
  readonly listingLimit: number;
  /** Shown with a "most popular" ribbon on the plans page. */
  readonly popular: boolean;
  /** May mark its own listings as featured (basic and premium list "featured listing"). */
  readonly canFeature: boolean;
  readonly features: readonly PlanFeature[];
}

export const SUBSCRIPTION_PLANS = [
  {
    value: 'free',
    ar: 'المجانية',
    en: 'Free',
    priceDzd: 0,
    billing: 'forever',
    listingLimit: 3,
    popular: false,
    canFeature: false,
    features: [
      { ar: 'حتى 3 عقارات', en: 'Up to 3 properties' },
      { ar: 'إدراج عادي للعقارات', en: 'Basic listing' },
      { ar: 'دعم أساسي', en: 'Basic support' },
    ],
  },
  {
    value: 'basic',
    ar: 'الأساسية',
    en: 'Basic',
    priceDzd: 2500,
    billing: 'monthly',
    listingLimit: 10,
    popular: true,
    canFeature: true,
    features: [
      { ar: 'حتى 10 عقارات', en: 'Up to 10 properties' },
      { ar: 'إبراز العقارات', en: 'Featured listing' },
      { ar: 'دعم عبر البريد الإلكتروني', en: 'Email support' },
      { ar: 'إحصائيات العقارات', en: 'Analytics' },
    ],
  },
  {
    value: 'premium',
    ar: 'المميزة',
    en: 'Premium',
    priceDzd: 5000,
    billing: 'monthly',
    listingLimit: 50,
    popular: false,
    canFeature: true,
    features: [
      { ar: 'حتى 50 عقارًا', en: 'Up to 50 properties' },
      { ar: 'أولوية في الظهور والإبراز', en: 'Priority featured listing' },
      { ar: 'إحصائيات متقدمة', en: 'Advanced analytics' },
      { ar: 'دعم عبر الهاتف والبريد الإلكتروني', en: 'Phone and email support' },
      { ar: 'استشارة قانونية', en: 'Legal consultation' },
      { ar: 'هوية تجارية مخصصة', en: 'Custom branding' },
      { ar: 'الوصول إلى واجهة البرمجة (API)', en: 'API access' },
      { ar: 'شارة التميز', en: 'Featured badge' },
    ],
  },
] as const satisfies readonly SubscriptionPlanItem[];

export type SubscriptionPlanName = (typeof SUBSCRIPTION_PLANS)[number]['value'];

/** Every new user starts on the free plan. */
export const DEFAULT_SUBSCRIPTION_PLAN: SubscriptionPlanName = 'free';

/**
 * A plan's name in a language. Its name is all this list decides once the site runs: what a plan
 * costs, allows and includes is the database's (GET /api/plans), which this list only seeds.
 */
export const planLabel = (plan: string, language: Language): string => SUBSCRIPTION_PLANS.find(({ value }) => value === plan)?.[language] ?? plan;
