import { yieldToMain } from 'shared-contracts';
import { remotesRegistered } from './federation/remotes-manifest';
import { capturePrerendered, hydratablePage, prerenderedPagePainted } from './app/prerendered';
import { leavingPage } from './app/early-tap';
import { START_UP_STEPS, type StartUpStep } from './app/start-up-steps';
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

/**
 * Each step of the start in a task of its own, marked in the page's timeline: evaluating a group
 * of modules is one task however long, and a phone takes ten times as long as this machine
 * (README, "The start in turns"). Eager imports: no extra request, only a later evaluation.
 */
async function inTurn<T>(step: StartUpStep, run: () => T): Promise<Awaited<T>> {
  await yieldToMain();
  performance.mark(START_UP_STEPS[step]);
  return await run();
}

// The React-side helpers, with React, i18next, SWR and zustand.
const { initI18n } = await inTurn('helpers', () => import(/* webpackMode: "eager" */ 'shared-contracts/react'));
await inTurn('strings', async () => {
  await import(/* webpackMode: "eager" */ './app/register-locales');
  await Promise.all([initI18n(), prerenderedPagePainted()]);
});
// React DOM alone: its evaluation is the longest of any one module.
await inTurn('reactDom', () => import(/* webpackMode: "eager" */ 'react-dom/client'));
// The router and the frame's components.
const { startApp } = await inTurn('app', () => import(/* webpackMode: "eager" */ './app/start-app'));
await inTurn('render', () => {
  // A link of the drawn page was followed meanwhile: the next page is loading, and the router's start would cancel it.
  if (!leavingPage()) startApp(container, drawn);
});
