import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import * as styles from './language-toggle.module.css';

/** Shows the other language's own name; one click switches the whole site without a reload. */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { language, toggleLanguage } = useLanguage();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      className={`${styles.toggle} ${className}`}
      onClick={() => void toggleLanguage()}
      aria-label={t('language.switch')}
      data-testid="language-toggle"
    >
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </button>
  );
}
