import { Route, Routes } from 'react-router-dom';
import { AREA_PATHS, PRERENDER_SLOT, REMOTE_NAMES, SHELL_PATHS, type ShellPath } from 'shared-contracts';
import { prerenderPages } from 'shared-contracts/prerender';
import { Frame } from './components/frame/frame';
import StaticPage from './features/static-pages/static-page';
import './app/register-locales';

/** Every path without parameters; an area's page fills the slot in the portal, when it has one. */
const AREA_STATIC_PATHS = REMOTE_NAMES.flatMap((name) => AREA_PATHS[name]).filter((path) => !path.includes(':'));
const isShellPath = (path: string): path is ShellPath => (SHELL_PATHS as readonly string[]).includes(path);

export default () =>
  prerenderPages([...SHELL_PATHS, ...AREA_STATIC_PATHS], (path) => (
    <Routes>
      <Route element={<Frame />}>
        <Route path="*" element={<div {...{ [PRERENDER_SLOT]: '' }}>{isShellPath(path) ? <StaticPage path={path} /> : null}</div>} />
      </Route>
    </Routes>
  ));
