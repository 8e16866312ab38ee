import { Route, Routes } from 'react-router-dom';
import { SHELL_PATHS } from 'shared-contracts';
import { Frame } from '../components/frame/frame';
import { AreaRoute } from '../features/remote-area/area-route';
import StaticPage from '../features/static-pages/static-page';

/**
 * The route table. The shell's own pages come from SHELL_PATHS; every other path is resolved
 * through AREA_PATHS (shared-contracts) to the remote that owns it, or to the 404 page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Frame />}>
        {SHELL_PATHS.map((path) => (
          <Route key={path} path={path} element={<StaticPage path={path} />} />
        ))}
        <Route path="*" element={<AreaRoute />} />
      </Route>
    </Routes>
  );
}
