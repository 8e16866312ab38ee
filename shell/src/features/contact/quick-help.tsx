import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTIONS, type Question } from './quick-help-questions';
import * as styles from './contact-page.module.css';

// antd's dialog (focus kept inside, Escape, the page behind made inert) comes on the first question
// asked: /contact's first load carries no antd (README "/contact without antd").
const QuickHelpDialog = lazy(() => import('./quick-help-dialog'));

/** The Quick Help: three questions, each opening its real answer. */
export function QuickHelp() {
  const { t } = useTranslation('shell');
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState<Question | null>(null);
  return (
    <section className={styles.card} aria-labelledby="quick-help">
      <h2 id="quick-help">{t('contact.help.title')}</h2>
      <div className={styles.questions}>
        {QUESTIONS.map((question) => (
          <button
            key={question}
            type="button"
            onClick={() => {
              setAsked(true);
              setOpen(question);
            }}
          >
            {t(`contact.help.${question}.question`)}
          </button>
        ))}
      </div>
      {asked ? (
        <Suspense fallback={null}>
          <QuickHelpDialog question={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
