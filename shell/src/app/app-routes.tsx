import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SHELL_PATHS, type ShellPath } from 'shared-contracts';
import { Frame } from '../components/frame/frame';
import { PageFallback } from '../components/loading/page-fallback';
import { AreaRoute } from '../features/remote-area/area-route';

// The sign-in and contact pages bring antd: loaded when opened, not with every first visit.
const AuthPage = lazy(() => import('../features/auth/auth-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const ContactPage = lazy(() => import('../features/contact/contact-page'));
// The content pages: prerendered into the HTML, their text in chunks of their own.
const AboutPage = lazy(() => import('../features/about/about-page'));
const LegalPage = lazy(() => import('../features/legal/legal-page'));

const loading = (page: ReactNode) => <Suspense fallback={<PageFallback />}>{page}</Suspense>;

/** Every page the shell serves itself: the compiler refuses a path of SHELL_PATHS without one. */
const SHELL_PAGES: Record<ShellPath, ReactNode> = {
  '/auth': loading(<AuthPage />),
  '/auth/reset': loading(<ResetPasswordPage />),
  '/about': loading(<AboutPage />),
  '/contact': loading(<ContactPage />),
  '/privacy': loading(<LegalPage document="privacy" />),
  '/terms': loading(<LegalPage document="terms" />),
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
