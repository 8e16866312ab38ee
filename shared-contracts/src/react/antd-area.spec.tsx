import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Button, ConfigProvider, Empty } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import { AntdArea } from './antd-area';
import { initI18n, setLanguage } from './i18n';

const ANTD = { ConfigProvider, locales: { ar: arEG, en: enUS } };

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

    await act(() => setLanguage('en'));
    expect(screen.getByRole('button')).toBe(button);
    expect(button.className).not.toContain('ant-btn-rtl');
    expect(emptyText()).toBe('No data');

    await act(() => setLanguage('ar'));
    expect(button.className).toContain('ant-btn-rtl');
  });
});
