import type { ComponentType, ReactNode } from 'react';
import type { ConfigProviderProps } from 'antd';
import type { Language } from '../i18n/language.js';
import { antdTheme } from '../ui/theme.js';
import { useLanguage } from './use-language.js';

type Locale = NonNullable<ConfigProviderProps['locale']>;

/**
 * The antd pieces an area bundles for itself. antd is never shared (a shared module is not
 * tree-shaken: 444 KB gzip), so each area passes in its own copies of these.
 */
export type AntdKit = {
  ConfigProvider: ComponentType<ConfigProviderProps>;
  App: ComponentType<{ component?: false; children?: ReactNode }>;
  locales: Record<Language, Locale>;
};

/** An area's antd root: direction, locale and theme follow the shared language at once. */
export function AntdArea({ antd, children }: { antd: AntdKit; children: ReactNode }) {
  const { language, direction } = useLanguage();
  const { ConfigProvider, App } = antd;
  return (
    <ConfigProvider direction={direction} locale={antd.locales[language]} theme={antdTheme}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
