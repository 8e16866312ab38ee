import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../http/fetcher.js';
import type { NewsletterSignup } from '../types/engagement.js';
import { apiErrorText } from './api-error-text.js';
import { useLanguage } from './use-language.js';

interface NewsletterFormProps {
  /** The box's own words, in the reader's language. */
  texts: { placeholder: string; subscribe: string; checkInbox: string };
  classNames: { form: string; input: string; button: string; failure?: string };
  /** On the "check your inbox" answer. */
  sentTestId: string;
}

/**
 * A newsletter box's form (the home page's, the footer's): double opt-in, so the answer is
 * "check your inbox" whoever asks; a refusal (a wrong address, too many tries) is said in the
 * reader's language.
 */
export function NewsletterForm({ texts, classNames, sentTestId }: NewsletterFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('sending');
    setFailure(null);
    try {
      await apiRequest<null>('/api/newsletter', { method: 'POST', body: { email: email.trim(), language } satisfies NewsletterSignup });
      setState('sent');
    } catch (error) {
      setFailure(apiErrorText(t, error));
      setState('idle');
    }
  };
  if (state === 'sent') {
    return (
      <p role="status" data-testid={sentTestId}>
        {texts.checkInbox}
      </p>
    );
  }
  return (
    <>
      <form className={classNames.form} onSubmit={(event) => void submit(event)}>
        <input
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={classNames.input}
          placeholder={texts.placeholder}
          aria-label={texts.placeholder}
          autoComplete="email"
        />
        <button type="submit" className={classNames.button} disabled={state === 'sending'}>
          {texts.subscribe}
        </button>
      </form>
      {failure ? (
        <p role="alert" className={classNames.failure}>
          {failure}
        </p>
      ) : null}
    </>
  );
}
