import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { replayEarlyTaps } from './early-tap';

/**
 * The page is on screen already (drawn by the portal): taking it over is not urgent, so React
 * renders it in slices and answers a tap in between instead of freezing the page for one long task.
 */
export function startApp(container: HTMLElement): void {
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  replayEarlyTaps(container);
}
