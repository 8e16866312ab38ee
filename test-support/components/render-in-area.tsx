import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import * as arLocale from 'antd/lib/locale/ar_EG.js';
import * as enLocale from 'antd/lib/locale/en_US.js';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from 'shared-contracts';
import { AntdArea } from 'shared-contracts/react';

type Locale = NonNullable<ConfigProviderProps['locale']>;
// antd's CommonJS locale modules (antd/es is not transformed by jest); the default export sits
// where the interop puts it.
const unwrap = (module: unknown): Locale => ((module as { default?: Locale }).default ?? module) as Locale;
const ANTD = { ConfigProvider, locales: { ar: unwrap(arLocale), en: unwrap(enLocale) } };

/** Where the router is now, for a test to read after a navigation. */
function Location() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

/**
 * A component as its area draws it (the area's texts are registered by its jest set-up): in its antd root (direction and locale follow the language),
 * with a cache of its own (no answer leaks from one test into the next) and a router at `path`.
 */
export function renderInArea(ui: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}) {
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      {/* antd's styles are computed but not written into jsdom, whose CSS parser takes seconds over them. */}
      <StyleProvider mock="server">
        <AntdArea antd={ANTD}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={ui} />
              {route === '*' ? null : <Route path="*" element={null} />}
            </Routes>
            <Location />
          </MemoryRouter>
        </AntdArea>
      </StyleProvider>
    </SWRConfig>,
  );
}
