// The stylesheets of the shell's pages the portal serves drawn (/about, /contact, /privacy, /terms): part of
// the start-up code, so that the HTML links them and its first paint is already styled. In their
// pages' own chunks they arrived after that paint: /about was painted unstyled, then jumped into
// place (Lighthouse: CLS up to 0.29, and its LCP counted at the restyled paint).
import '../features/about/about-page.module.css';
import '../features/contact/contact-form.module.css';
import '../features/contact/contact-page.module.css';
import '../features/legal/legal-page.module.css';
