import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SHELL_PATHS, type ShellPath } from 'shared-contracts';
import { Frame } from '../components/frame/frame';
import { PageArrived, PageFallback } from '../components/loading/page-fallback';
import { AreaRoute } from '../features/remote-area/area-route';

// The sign-in pages bring antd: loaded when opened, not with every first visit.
const AuthPage = lazy(() => import('../features/auth/auth-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
// The content pages: prerendered into the HTML (content-pages.tsx), their code in chunks of their own.
const ContactPage = lazy(() => import('../features/contact/contact-page'));
const AboutPage = lazy(() => import('../features/about/about-page'));
const LegalPage = lazy(() => import('../features/legal/legal-page'));

const loading = (page: ReactNode) => <Suspense fallback={<PageFallback />}>{page}</Suspense>;
/** A page the portal drew: hydrated once its chunk has arrived, and marked live then (PageArrived). */
const drawn = (page: ReactNode) => loading(<PageArrived area={null}>{page}</PageArrived>);

/** Every page the shell serves itself: the compiler refuses a path of SHELL_PATHS without one. */
const SHELL_PAGES: Record<ShellPath, ReactNode> = {
  '/auth': loading(<AuthPage />),
  '/auth/reset': loading(<ResetPasswordPage />),
  '/about': drawn(<AboutPage />),
  '/contact': drawn(<ContactPage />),
  '/privacy': drawn(<LegalPage document="privacy" />),
  '/terms': drawn(<LegalPage document="terms" />),
};

/**
 * The route table. The shell's own pages come from SHELL_PATHS; every other path is resolved
 * through AREA_PREFIXES (shared-contracts) to the remote whose prefix covers it, or to the 404 page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Frame />}>
        {SHELL_PATHS.map((path) => (
          <Route key={path} path={path} element={SHELL_PAGES[path]} />
        ))}
        <Route path="*" element={<AreaRoute />} />
      </Route>
    </Routes>
  );
}
