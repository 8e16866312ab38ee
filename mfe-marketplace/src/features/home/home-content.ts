import { COMMUNES, type SiteFigures } from 'shared-contracts';

/**
 * The home page's fixed content. Each entry is a translation key under `home.*`, with what is not
 * text. No figure here is made up: the tiles show the site's own counts, and the reasons to choose
 * it are facts the site holds to.
 */

/** The hero's figures (GET /api/site/figures), each shown once it is worth showing: "2 members" says less than nothing. */
export const STAT_TILES: readonly { key: keyof SiteFigures; shownFrom: number }[] = [
  { key: 'listings', shownFrom: 10 },
  { key: 'users', shownFrom: 10 },
  { key: 'communes', shownFrom: 3 },
  { key: 'advisors', shownFrom: 3 },
];

export const QUICK_LINKS = [
  { key: 'myProperties', to: '/dashboard' },
  { key: 'mySpace', to: '/dashboard' },
  { key: 'consultation', to: '/advisors' },
  { key: 'exchange', to: '/search?purpose=exchange' },
] as const;

export const PREMIUM_SERVICES = ['valuation', 'legal', 'photography', 'promotion'] as const;

/** What the site is, in figures it holds to (the currency's sign is text: `home.why.dinarsFigure`). */
export const WHY_CHOOSE = [
  { key: 'communes', figure: COMMUNES.length },
  { key: 'languages', figure: 2 },
] as const;
