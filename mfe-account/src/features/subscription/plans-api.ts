import { apiRequest, type Id, type PaymentInstructions, type PaymentMethod, type PaymentRequest, type PaymentStart, type SubscriptionPlan } from 'shared-contracts';
import { dropCached } from 'shared-contracts/react';
import { STATS_URL } from '../../api/listings-api';

/** The plans on sale (GET /api/plans), and the member's own payment requests (SWR keys). */
export const PLANS_URL = '/api/plans';
export const MY_PAYMENTS_URL = '/api/payments/mine?pageSize=10';

export const fetchPlans = (url: string) => apiRequest<SubscriptionPlan[]>(url);
export const fetchPayments = (url: string) => apiRequest<PaymentRequest[]>(url);

/** Opens the payment of a plan, or reopens the one already waiting for its receipt. */
export const openPayment = (start: PaymentStart) => apiRequest<PaymentInstructions>('/api/payments', { method: 'POST', body: start });

export function sendReceipt(id: Id, method: PaymentMethod, transactionNumber: string, receipt: File): Promise<PaymentRequest> {
  const body = new FormData();
  body.append('method', method);
  body.append('transactionNumber', transactionNumber);
  body.append('receipt', receipt, receipt.name);
  return apiRequest<PaymentRequest>(`/api/payments/${id}/receipt`, { method: 'POST', body });
}

export const receiptUrl = (id: Id) => `/api/payments/${id}/receipt`;

export const refreshPayments = () => dropCached(MY_PAYMENTS_URL, STATS_URL);
