import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, within } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { SESSION_PATH, SIGNED_IN_HINT_COOKIE } from '../auth/rules.js';
import { useHydrating } from './hydrating.js';
import { SessionProvider, useSession } from './session.js';

const AMINA = { id: 7, firstName: 'Amina' };
const fetched: string[] = [];
let renders = 0;

function Reader() {
  const { user, isLoading } = useSession();
  renders++;
  return <p>{isLoading ? 'unknown' : (user?.firstName ?? 'signed out')}</p>;
}

/** A fresh SWR cache, as a first visit has. */
const Fresh = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;

/** Hydrates `element` over `html`, as the browser does over the portal's page; the errors React recovers from. */
async function hydrate(html: string, element: ReactNode): Promise<{ container: HTMLElement; errors: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return { container, errors };
}

beforeEach(() => {
  fetched.length = 0;
  renders = 0;
  globalThis.fetch = jest.fn((input: string | URL | Request) => {
    fetched.push(typeof input === 'string' ? input : 'url' in input ? input.url : input.href);
    const body = JSON.stringify(AMINA);
    return Promise.resolve({ ok: true, status: 200, statusText: 'OK', headers: { get: () => null }, text: () => Promise.resolve(body) } as unknown as Response);
  });
});

afterEach(() => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  document.body.replaceChildren();
});

describe('useSession', () => {
  // First: SWR keeps, for the whole page and every cache, each key's value from before its first
  // write, and answers every later hydration with it; the tests after this one write the session.
  it('hydrates a signed-out visitor’s drawn frame, then its area’s page, each once: nothing is drawn again for the session', async () => {
    // The area's page hydrates when its code arrives, after the frame: a Suspense boundary in the HTML.
    let arrive!: (module: { default: typeof Reader }) => void;
    const AreaPage = lazy(() => new Promise<{ default: typeof Reader }>((resolve) => (arrive = resolve)));
    const { container, errors } = await hydrate(
      '<p>signed out</p><!--$--><p>signed out</p><!--/$-->',
      <SessionProvider>
        <Reader />
        <Suspense>
          <AreaPage />
        </Suspense>
      </SessionProvider>,
    );
    await act(async () => {
      arrive({ default: Reader });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('signed outsigned out');
    expect(renders).toBe(2);
    expect(fetched).toEqual([]);
  });

  it('knows a browser without the hint cookie is signed out at once, and asks nothing', async () => {
    const { container } = render(<Reader />, { wrapper: Fresh });
    expect(container.textContent).toBe('signed out');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetched).toEqual([]);
  });

  it('asks the API when the browser holds the hint cookie', async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    const { container } = render(<Reader />, { wrapper: Fresh });
    expect(container.textContent).toBe('unknown');
    expect(await within(container).findByText(AMINA.firstName)).toBeTruthy();
    expect(fetched.map((url) => new URL(url, 'http://localhost').pathname)).toEqual([SESSION_PATH]);
  });
});

describe('useHydrating', () => {
  function Probe() {
    return <p>{useHydrating() ? 'as drawn' : 'live'}</p>;
  }

  it('is true while React hydrates, then false', async () => {
    const { container, errors } = await hydrate('<p>as drawn</p>', <Probe />);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('live');
  });

  it('is false when nothing is hydrated', () => {
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('live');
  });
});
