import type { ComponentType, ReactNode } from 'react';
import type { ConfigProviderProps } from 'antd';
import type { Language } from '../i18n/language.js';
import { antdTheme } from '../ui/theme.js';
import { useLanguage } from './use-language.js';

type Locale = NonNullable<ConfigProviderProps['locale']>;

/**
 * The antd pieces an area bundles for itself. antd is never shared (a shared module is not
 * tree-shaken: 444 KB gzip), so each area passes in its own copies of these. antd's `App`
 * (message, notification, modal) is left out on purpose: it adds 37 KB gzip to every first
 * visit; load it where a page first needs it.
 */
export type AntdKit = {
  ConfigProvider: ComponentType<ConfigProviderProps>;
  locales: Record<Language, Locale>;
};

/** An area's antd root: direction, locale and theme follow the shared language at once. */
export function AntdArea({ antd, children }: { antd: AntdKit; children: ReactNode }) {
  const { language, direction } = useLanguage();
  const { ConfigProvider } = antd;
  return (
    <ConfigProvider direction={direction} locale={antd.locales[language]} theme={antdTheme}>
      {children}
    </ConfigProvider>
  );
}
