import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from 'shared-contracts';
import { useLanguage, useSession } from 'shared-contracts/react';
import { keepOnAccount } from '../../features/account/account-language';
import * as styles from './language-toggle.module.css';

/** Shows the other language's own name; one click switches the whole site without a reload. */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { language, toggleLanguage } = useLanguage();
  const { user } = useSession();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      className={`${styles.toggle} ${className}`}
      onClick={() => {
        void toggleLanguage();
        // Not kept on the account when the call fails: this browser still shows the choice.
        keepOnAccount(user, other).catch(() => undefined);
      }}
      // Named by what it shows (the other language's name), as a voice command would say it; what it does is its description.
      title={t('language.switch')}
      data-testid="language-toggle"
    >
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </button>
  );
}
