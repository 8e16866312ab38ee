import { initI18n, yieldToMain } from 'shared-contracts/react';
import { remotesRegistered } from './federation/remotes-manifest';
import { capturePrerendered, hydratablePage, prerenderedPagePainted } from './app/prerendered';
import { leavingPage } from './app/early-tap';
import './app/register-locales';
import './app/global.css';
import './app/prerendered-styles';

// Ask for /remotes.json at once, in parallel with the first render: the frame paints while
// the remote serving this page is located.
remotesRegistered().catch(() => {
  // The area that needs a remote shows "unavailable" with Retry; the frame works regardless.
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const drawn = hydratablePage(container);
if (!drawn) capturePrerendered(container);
await Promise.all([initI18n(), prerenderedPagePainted()]);

// Start-up in tasks the browser can slip a tap between: the app's modules (React DOM, the router,
// the frame) are evaluated in one, the first render starts in the next. Eager: no extra request.
await yieldToMain();
const { startApp } = await import(/* webpackMode: "eager" */ './app/start-app');
await yieldToMain();
// A link of the drawn page was followed meanwhile: the next page is loading, and the router's start would cancel it.
if (!leavingPage()) startApp(container, drawn);
