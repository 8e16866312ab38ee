export { initI18n, registerLocales, setLanguage, type LocaleBundle } from './i18n.js';
export { useLanguage } from './use-language.js';
export { AntdArea, type AntdKit } from './antd-area.js';
export { AreaPages, type AreaPageMap } from './area-pages.js';
export { PageHero, type Crumb } from './page-hero.js';
export { useDocumentMeta, PageMetaCollector } from './document-meta.js';
export { useSession, signIn, signUp, signOut } from './session.js';
export { toast, useToastStore, TOAST_DURATION_MS, type Toast, type ToastVariant } from './toasts.js';
export { apiErrorText, fieldErrorText } from './api-error-text.js';
