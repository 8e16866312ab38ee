import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/ar-dz.js';
import {
  DAYJS_LOCALE,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  directionOf,
  languageOfCookie,
  resolveLanguage,
  type Language,
} from '../i18n/language.js';
import commonAr from './locales/ar.json' with { type: 'json' };
import commonEn from './locales/en.json' with { type: 'json' };
import { tellServiceWorker } from './service-worker.js';

/** Each package's strings: one namespace, the same keys in both files. */
export type LocaleBundle = Record<Language, Record<string, unknown>>;

// i18next only accepts bundles once initialised; strings registered earlier wait here.
const pending = new Map<string, LocaleBundle>();

/** The stored choice, else the cookie's (storage blocked in privacy mode, or cleared), as the pre-paint script reads them. */
function readStoredLanguage(): Language {
  let stored: string | null | undefined;
  try {
    stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    stored = null;
  }
  if (stored === 'ar' || stored === 'en') return stored;
  return languageOfCookie(globalThis.document?.cookie) ?? DEFAULT_LANGUAGE;
}

/** Direction, lang and date locale follow the language, for every area at once. */
function applyLanguage(language: Language): void {
  dayjs.locale(DAYJS_LOCALE[language]);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  }
}

/**
 * Starts the one i18next instance every area shares (i18next is a Module Federation
 * singleton). Called once by whichever host runs: the shell, or a remote's standalone host.
 */
export async function initI18n(): Promise<typeof i18n> {
  if (i18n.isInitialized) return i18n;
  const language = readStoredLanguage();
  i18n.on('languageChanged', (next) => applyLanguage(resolveLanguage(next)));
  pending.set('common', { ar: commonAr, en: commonEn });
  const resources = Object.fromEntries(LANGUAGES.map((lng) => [lng, Object.fromEntries([...pending].map(([ns, bundle]) => [ns, bundle[lng]]))]));
  pending.clear();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes already
    // Every package registers its strings when its code is evaluated, before anything of it
    // renders; redrawing every translated component each time an area's strings arrive (i18next's
    // store events) would redraw the whole frame on every first visit (docs/architecture.md §2).
    react: { bindI18nStore: '' },
  });
  applyLanguage(language);
  return i18n;
}

/** Adds a package's strings under its own namespace; safe to call before or after init. */
export function registerLocales(namespace: string, bundle: LocaleBundle): void {
  if (!i18n.isInitialized) {
    pending.set(namespace, bundle);
    return;
  }
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, bundle[language], true, true);
  }
}

/** Switches every area's text, direction and locale at once, and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered across visits when storage is blocked; the switch itself still works.
  }
  const changed = language !== i18n.language;
  await i18n.changeLanguage(language);
  // The pages the service worker kept were drawn in the other language.
  if (changed) void tellServiceWorker({ type: 'LANGUAGE_CHANGED' });
}
