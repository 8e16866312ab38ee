import { describe, expect, it } from '@jest/globals';
import { internationalDigits, telHref, whatsappHref } from './phone.js';

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
    expect(decodeURIComponent(href.split('text=')[1]!)).toBe('شقة F3 — https://djelfa-estates.dz/property/12');
  });
});
