/** GET /api/site/figures: the site's real figures (About, Support Me), a minute old at most. */
export interface SiteFigures {
  /** Published listings. */
  listings: number;
  /** Active accounts. */
  users: number;
  /** Communes with at least one published listing. */
  communes: number;
  /** Legal advisors in the directory. */
  advisors: number;
}

export const SITE_FIGURES_PATH = '/api/site/figures';
