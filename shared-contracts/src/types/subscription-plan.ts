import type { PaymentMethod } from '../reference/payment-methods.js';
import type { PlanFeature, SubscriptionPlanName } from '../reference/subscription-plans.js';
import type { DecimalString, Id, IsoDateString } from './scalars.js';
import type { PaymentAccounts } from './site-settings.js';

/**
 * GET /api/plans: the plans as sold now (admins edit them; SUBSCRIPTION_PLANS holds the
 * names' labels and the first prices). PUT /api/admin/plans/{name} changes one.
 */
export interface SubscriptionPlan {
  id: Id;
  name: SubscriptionPlanName;
  descriptionAr: string | null;
  descriptionEn: string | null;
  /** DZD per period. */
  price: DecimalString;
  /** Days one payment covers: 30 for the monthly plans, 0 for the free plan, which never expires. */
  duration: number;
  /** Published and pending listings allowed. */
  listingLimit: number;
  canFeature: boolean;
  popular: boolean;
  features: PlanFeature[];
  isActive: boolean;
}

export interface SubscriptionPlanUpdate {
  price?: number;
  duration?: number;
  listingLimit?: number;
  canFeature?: boolean;
  popular?: boolean;
  features?: PlanFeature[];
  descriptionAr?: string | null;
  descriptionEn?: string | null;
  isActive?: boolean;
}

/**
 * A payment request's life: opened (the reference to write in the transfer is given), then the
 * receipt and transaction number are sent (pending), then an admin approves or rejects it.
 */
export type PaymentStatus = 'awaiting_receipt' | 'pending' | 'approved' | 'rejected';

/** POST /api/payments: open (or reopen) a payment for a plan. */
export interface PaymentStart {
  plan: Exclude<SubscriptionPlanName, 'free'>;
  method: PaymentMethod;
}

export interface PaymentRequest {
  id: Id;
  plan: SubscriptionPlanName;
  /** DZD, the plan's price when the request was opened. */
  amount: DecimalString;
  method: PaymentMethod;
  /** Written in the transfer's label, so that the admin matches the money to this request. */
  reference: string;
  status: PaymentStatus;
  transactionNumber: string | null;
  hasReceipt: boolean;
  rejectReason: string | null;
  /** The plan's period this payment bought, once approved. */
  periodStart: IsoDateString | null;
  periodEnd: IsoDateString | null;
  createdAt: IsoDateString;
  submittedAt: IsoDateString | null;
  decidedAt: IsoDateString | null;
}

/** POST /api/payments answers the request and where to pay it. */
export interface PaymentInstructions {
  payment: PaymentRequest;
  accounts: PaymentAccounts;
}

/** GET /api/admin/payments: a request with who made it. */
export interface AdminPaymentRequest extends PaymentRequest {
  user: { id: Id; username: string; email: string; firstName: string; lastName: string } | null;
}

/** POST /api/admin/payments/{id}/reject. */
export interface PaymentRejection {
  reason: string;
}

/** What a receipt may be (multipart field `receipt`, at most MAX_UPLOAD_BYTES). */
export const RECEIPT_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
