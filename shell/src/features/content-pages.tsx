import type { ReactElement } from 'react';
import AboutPage from './about/about-page';
import ContactPage from './contact/contact-page';
import LegalPage from './legal/legal-page';

/**
 * The shell's content pages, drawn whole into the portal's HTML at build time (the browser then
 * loads each as a chunk of its own: see app-routes.tsx).
 */
export const CONTENT_PAGES: Record<'/about' | '/contact' | '/privacy' | '/terms', () => ReactElement> = {
  '/about': () => <AboutPage />,
  '/contact': () => <ContactPage />,
  '/privacy': () => <LegalPage document="privacy" />,
  '/terms': () => <LegalPage document="terms" />,
};

export type ContentPagePath = keyof typeof CONTENT_PAGES;
export const CONTENT_PAGE_PATHS = Object.keys(CONTENT_PAGES) as ContentPagePath[];
