/**
 * Links that reach a listing's owner (call, WhatsApp). Algerian numbers are written in
 * many ways — "0555 12 34 56", "+213 555 12 34 56", "00213555123456" — and wa.me needs the
 * international digits alone.
 */
const ALGERIA = '213';

/** The number's international digits: 213 followed by the national number without its 0. */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits.slice(1);
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return ALGERIA + digits.slice(1);
  return digits;
}

export const telHref = (phone: string): string => `tel:+${internationalDigits(phone)}`;

/** A WhatsApp chat with the owner, the message already written (the listing's title and link). */
export const whatsappHref = (phone: string, message: string): string => `https://wa.me/${internationalDigits(phone)}?text=${encodeURIComponent(message)}`;

/** An Algerian mobile number, in any of the ways it is written: 05/06/07 and eight digits (ARCEP's mobile ranges). */
export const isAlgerianMobile = (phone: string): boolean => /^[\d\s+().-]+$/.test(phone) && /^213[567]\d{8}$/.test(internationalDigits(phone));
