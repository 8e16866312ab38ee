import { Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language, type User } from 'shared-contracts';
import { apiErrorText, toast, useLanguage } from 'shared-contracts/react';
import { updatePreferences } from './settings-api';
import * as styles from './settings.module.css';

/** The account's language: this page switches at once, and every later sign-in, on any device, opens in it. */
export function LanguageSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { setLanguage } = useLanguage();
  const [saving, setSaving] = useState(false);
  const choose = async (language: Language) => {
    setSaving(true);
    try {
      await updatePreferences({ language });
      await setLanguage(language);
    } catch (error) {
      toast({ title: apiErrorText(t, error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="settings-language">
      <h2 id="settings-language">{t('settings.language.title')}</h2>
      <p className={styles.lead}>{t('settings.language.lead')}</p>
      <Radio.Group value={user.language} disabled={saving} onChange={(event) => void choose(event.target.value as Language)} data-testid="account-language">
        {LANGUAGES.map((language) => (
          <Radio key={language} value={language}>
            <span lang={language}>{LANGUAGE_NAMES[language]}</span>
          </Radio>
        ))}
      </Radio.Group>
    </section>
  );
}
