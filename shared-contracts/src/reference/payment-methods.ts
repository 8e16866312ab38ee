import type { ReferenceItem } from './reference-item.js';

/** How a plan upgrade is paid; the payment dialog preselects BaridiMob. */
export const PAYMENT_METHODS = [
  { value: 'baridimob', ar: 'بريدي موب', en: 'BaridiMob' },
  { value: 'ccp', ar: 'الحساب البريدي الجاري (CCP)', en: 'Postal account (CCP)' },
  { value: 'cash', ar: 'نقدًا في مكتبنا بالجلفة', en: 'Cash at our Djelfa office' },
] as const satisfies readonly ReferenceItem[];

export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value'];

export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'baridimob';
