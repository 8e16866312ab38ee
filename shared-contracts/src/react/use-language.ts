import { useTranslation } from 'react-i18next';
import { directionOf, resolveLanguage, type Language } from '../i18n/language.js';
import { setLanguage } from './i18n.js';

/** The current language with its direction; re-renders the caller when it changes. */
export function useLanguage(): {
  language: Language;
  direction: 'rtl' | 'ltr';
  setLanguage: (language: Language) => Promise<void>;
  toggleLanguage: () => Promise<void>;
} {
  const { i18n } = useTranslation();
  const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  return {
    language,
    direction: directionOf(language),
    setLanguage,
    toggleLanguage: () => setLanguage(language === 'ar' ? 'en' : 'ar'),
  };
}
