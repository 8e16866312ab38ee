/**
 * The home page's fixed content (SPEC §2, §9: marketing figures, sample advisors and testimonials
 * are text, not data). Each entry is a translation key under `home.*`, with what is not text.
 */
export const STAT_TILES = [
  { key: 'properties', figure: '1,247' },
  { key: 'users', figure: '823' },
  { key: 'deals', figure: '456' },
  { key: 'advisors', figure: '33' },
] as const;

export const QUICK_LINKS = [
  { key: 'myProperties', to: '/dashboard' },
  { key: 'mySpace', to: '/dashboard' },
  { key: 'consultation', to: '/advisors' },
  { key: 'exchange', to: '/search?purpose=exchange' },
] as const;

export const PREMIUM_SERVICES = ['valuation', 'legal', 'photography', 'promotion'] as const;

export const WHY_CHOOSE = [
  { key: 'listings', figure: '500+' },
  { key: 'clients', figure: '1000+' },
  { key: 'experience', figure: '15+' },
  { key: 'support', figure: '24/7' },
] as const;

export const TESTIMONIALS = ['t1', 't2', 't3'] as const;
