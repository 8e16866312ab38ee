import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { AWAITED_PAGE_SELECTOR, reactTakesTaps, replayEarlyTaps, replayTapOnHydrated } from './early-tap';
import { keepTypingInto } from './typed-fields';

/**
 * Marks the drawn page as the live one once React has taken it over: it then shows in any
 * language (the portal's style). A tap on the frame made before is replayed then.
 */
function TakenOver({ page }: { page: HTMLElement }) {
  useEffect(() => {
    page.setAttribute('data-live', '');
    replayTapOnHydrated(false);
  }, [page]);
  return null;
}

/**
 * A page drawn whole by the portal (`drawn`) is hydrated: React attaches to the nodes on screen
 * instead of drawing them again, in slices the browser can answer a tap between, and an area's
 * page when its code has arrived (the Suspense boundary the portal drew around it). Any other page
 * is drawn by React; it is on screen already or shows a spinner, so that is not urgent either:
 * a transition, in slices too.
 */
export function startApp(container: HTMLElement, drawn: HTMLElement | null): void {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (drawn) {
    reactTakesTaps();
    keepTypingInto(drawn, (field) => field.closest(AWAITED_PAGE_SELECTOR) !== null);
    // As a transition: React's first hydration is otherwise one task as long as the whole page.
    startTransition(() => {
      hydrateRoot(
        drawn,
        <>
          {app}
          <TakenOver page={drawn} />
        </>,
      );
    });
  } else {
    startTransition(() => createRoot(container).render(app));
    replayEarlyTaps(container);
  }
}
