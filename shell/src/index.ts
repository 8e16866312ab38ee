import { rememberEarlyTaps } from './app/early-tap';

/**
 * This file is an `async` script (README "The entry script in a task of its own"): it can run
 * before the parser has reached the end of the page, whose drawn markup the start takes over.
 */
function whenParsed(run: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

whenParsed(() => {
  // A tap on the drawn page from now on is kept for the live page (early-tap.ts): no shared module here.
  const root = document.getElementById('root');
  if (root) rememberEarlyTaps(root);

  // The async boundary: shared modules (React, the router, i18next…) are negotiated with the
  // remotes before any of them is evaluated. The chunk name marks the start-up code (preload-manifest.mjs).
  // The negotiation starts in a task of its own, not in the one that ran this file: on a phone each
  // is long enough to delay a tap on the page the portal drew.
  setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
});
