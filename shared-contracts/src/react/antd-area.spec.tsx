import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Button, ConfigProvider, Empty, type ConfigProviderProps } from 'antd';
import * as arLocale from 'antd/lib/locale/ar_EG.js';
import * as enLocale from 'antd/lib/locale/en_US.js';
import { AntdArea } from './antd-area.js';
import { initI18n, setLanguage } from './i18n.js';

type Locale = NonNullable<ConfigProviderProps['locale']>;
// antd's CommonJS locale modules: TypeScript (nodenext) and jest's interop disagree on where the
// default export sits; take it from wherever it is.
const unwrap = (module: unknown): Locale => ((module as { default?: Locale }).default ?? module) as Locale;
const arEG = unwrap(arLocale);
const ANTD = { ConfigProvider, locales: { ar: arEG, en: unwrap(enLocale) } };

beforeAll(async () => {
  await initI18n();
});

describe('AntdArea: an area’s own antd root follows the shared language', () => {
  it('lays antd out right to left with the Arabic locale, then left to right in English, without remounting', async () => {
    render(
      <AntdArea antd={ANTD}>
        <Button>زر</Button>
        <Empty />
      </AntdArea>,
    );
    const button = screen.getByRole('button');
    expect(button.className).toContain('ant-btn-rtl');
    const emptyText = () => document.querySelector('.ant-empty-description')?.textContent;
    expect(emptyText()).toBe(arEG.Empty?.description);
    expect(emptyText()).toMatch(/[\u0600-\u06FF]/);

    await act(() => setLanguage('en'));
    expect(screen.getByRole('button')).toBe(button);
    expect(button.className).not.toContain('ant-btn-rtl');
    expect(emptyText()).toBe('No data');

    await act(() => setLanguage('ar'));
    expect(button.className).toContain('ant-btn-rtl');
  });
});
