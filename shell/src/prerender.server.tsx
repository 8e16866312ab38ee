import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AREA_PREFIXES, NOT_FOUND_PAGE, PRERENDER_SLOT, REMOTE_NAMES } from 'shared-contracts';
import { NotFoundPage } from 'shared-contracts/react';
import { prerenderPages } from 'shared-contracts/prerender';
import { Frame } from './components/frame/frame';
import { PageArrived } from './components/loading/page-fallback';
import { Toaster } from './components/toaster/toaster';
import { CONTENT_PAGE_PATHS, CONTENT_PAGES, type ContentPagePath } from './features/content-pages';
import './app/register-locales';

/**
 * The shell's content pages, Page Not Found (served for every unknown path), and the frame of
 * every area prefix (an area's page fills the slot in the portal, when it draws one); none of
 * them draws antd. The sign-in pages are not drawn: they depend on the session.
 *
 * Drawn as the browser's first render draws them (app.tsx, app-routes.tsx), element for element,
 * so that the browser hydrates this HTML instead of drawing the page anew (docs/architecture.md):
 * a content page inside the Suspense boundary its lazy chunk has there (marked live by PageArrived),
 * Page Not Found without one.
 */
const AREA_STATIC_PATHS = REMOTE_NAMES.flatMap((name) => AREA_PREFIXES[name]);
const isContentPage = (path: string): path is ContentPagePath => (CONTENT_PAGE_PATHS as readonly string[]).includes(path);

function ShellPage({ path }: { path: string }) {
  if (isContentPage(path))
    return (
      <Suspense>
        <PageArrived area={null}>{CONTENT_PAGES[path]()}</PageArrived>
      </Suspense>
    );
  if (path === NOT_FOUND_PAGE) return <NotFoundPage />;
  return <div {...{ [PRERENDER_SLOT]: '' }} />;
}

export default () =>
  prerenderPages([...CONTENT_PAGE_PATHS, NOT_FOUND_PAGE, ...AREA_STATIC_PATHS], (path) => (
    <>
      <Routes>
        <Route element={<Frame />}>
          <Route path="*" element={<ShellPage path={path} />} />
        </Route>
      </Routes>
      <Toaster />
    </>
  ));
