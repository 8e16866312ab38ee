import { describe, expect, it } from '@jest/globals';
import { internationalDigits, isAlgerianMobile, telHref, whatsappHref } from './phone.js';

describe('phone links', () => {
  it('reads Algerian numbers however they are written', () => {
    for (const written of ['0555 12 34 56', '+213 555 12 34 56', '00213 555-12-34-56', '(0555) 12.34.56']) {
      expect(internationalDigits(written)).toBe('213555123456');
    }
  });

  it('calls in international form', () => {
    expect(telHref('0555 12 34 56')).toBe('tel:+213555123456');
  });

  it('opens WhatsApp with the message written, Arabic included', () => {
    const href = whatsappHref('0555123456', 'شقة F3 — https://djelfa-estates.dz/property/12');
    expect(href.startsWith('https://wa.me/213555123456?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1])).toBe('شقة F3 — https://djelfa-estates.dz/property/12');
  });
});

describe('isAlgerianMobile', () => {
  it.each(['0555 12 34 56', '+213 661 23 45 67', '00213771234567', '07.71.23.45.67'])('accepts %s', (phone) => expect(isAlgerianMobile(phone)).toBe(true));
  it.each(['027 87 00 00', '0555 12 34 5', '+33 6 12 34 56 78', '0855123456', '05551234567', 'call me'])('refuses %s', (phone) => expect(isAlgerianMobile(phone)).toBe(false));
});
