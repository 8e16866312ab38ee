import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, registerLocales } from 'shared-contracts/react';
import { remotesRegistered } from './federation/remotes-manifest';
import { App } from './app/app';
import ar from './locales/ar.json';
import en from './locales/en.json';
import './app/global.css';

// Ask for /remotes.json at once, in parallel with the first render: the frame paints while
// the remote serving this page is located.
remotesRegistered().catch(() => {
  // The area that needs a remote shows "unavailable" with Retry; the frame works regardless.
});

registerLocales('shell', { ar, en });
await initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
