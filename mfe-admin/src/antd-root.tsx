import { ConfigProvider } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import type { ReactNode } from 'react';
import { AntdArea } from 'shared-contracts/react';

const ANTD = { ConfigProvider, locales: { ar: arEG, en: enUS } };

/** The back office's antd root, around each tab drawn with antd (antd-island.ts). */
export function AntdRoot({ children }: { children: ReactNode }) {
  return <AntdArea antd={ANTD}>{children}</AntdArea>;
}
