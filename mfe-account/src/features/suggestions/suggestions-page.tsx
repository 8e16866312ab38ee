import { BugOutlined, BulbOutlined, RocketOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Suggestion } from 'shared-contracts';
import { dropCached, PageHero, useSession } from 'shared-contracts/react';
import { MySuggestions } from './my-suggestions';
import { SuggestionForm } from './suggestion-form';
import { MY_SUGGESTIONS_PREFIX } from './suggestions-api';
import * as styles from './suggestions.module.css';

const KINDS = [
  { key: 'features', icon: <RocketOutlined /> },
  { key: 'improvements', icon: <BulbOutlined /> },
  { key: 'issues', icon: <BugOutlined /> },
] as const;

/** /suggestions: what can be suggested, the form (members), the thank-you card, and the member's past suggestions. */
export function SuggestionsPage() {
  const { t } = useTranslation('account');
  const { user, isLoading } = useSession();
  const [sent, setSent] = useState<Suggestion | null>(null);
  const title = t('suggestions.title');
  const onSent = (suggestion: Suggestion) => {
    setSent(suggestion);
    void dropCached(MY_SUGGESTIONS_PREFIX);
  };
  return (
    <>
      <PageHero title={title} subtitle={t('suggestions.subtitle')} crumbs={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />
      <div className={styles.page}>
        <div className={styles.kinds}>
          {KINDS.map(({ key, icon }) => (
            <section key={key} className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                {icon}
              </span>
              <h2>{t(`suggestionsPage.kinds.${key}.title`)}</h2>
              <p>{t(`suggestionsPage.kinds.${key}.text`)}</p>
            </section>
          ))}
        </div>
        <section className={styles.card} aria-labelledby="suggestion-form-title">
          <h2 id="suggestion-form-title">{t('suggestionsPage.form.heading')}</h2>
          {sent ? (
            <Result
              status="success"
              title={t('suggestionsPage.thanks.title')}
              subTitle={t('suggestionsPage.thanks.text', { title: sent.title })}
              data-testid="suggestion-thanks"
              extra={<Button onClick={() => setSent(null)}>{t('suggestionsPage.thanks.another')}</Button>}
            />
          ) : user ? (
            <SuggestionForm onSent={onSent} />
          ) : isLoading ? null : (
            <p>
              {t('suggestionsPage.signIn.text')} <Link to={`/auth?next=${encodeURIComponent('/suggestions')}`}>{t('suggestionsPage.signIn.link')}</Link>
            </p>
          )}
        </section>
        {user ? <MySuggestions /> : null}
      </div>
    </>
  );
}
