import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from 'shared-contracts/react';
import { remotesRegistered } from './federation/remotes-manifest';
import { App } from './app/app';
import { capturePrerendered, prerenderedPagePainted } from './app/prerendered';
import { seedServerData } from './app/server-data';
import './app/register-locales';
import './app/global.css';

// Ask for /remotes.json at once, in parallel with the first render: the frame paints while
// the remote serving this page is located.
remotesRegistered().catch(() => {
  // The area that needs a remote shows "unavailable" with Retry; the frame works regardless.
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
capturePrerendered(container);
await Promise.all([initI18n(), prerenderedPagePainted(), seedServerData()]);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
