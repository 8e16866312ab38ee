import { ConfigProvider } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';

/** The shell's own antd (its sign-in pages), bundled with them and never with the frame. */
export const SHELL_ANTD = { ConfigProvider, locales: { ar: arEG, en: enUS } };
