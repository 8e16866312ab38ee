import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { initI18n } from './i18n.js';

/**
 * A remote's own development page: the smallest host that gives its routes what the shell
 * gives them in production (one router, the shared i18next), so a team can work on its area
 * alone with `npm run dev -w mfe-<area>`.
 */
export async function renderStandalone(AreaRoutes: ComponentType): Promise<void> {
  await initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<AreaRoutes />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
