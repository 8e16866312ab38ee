import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../http/fetcher.js';
import type { NewsletterSignup } from '../types/engagement.js';
import { apiErrorText } from './api-error-text.js';
import { useLanguage } from './use-language.js';

export type NewsletterSignupState = 'idle' | 'sending' | 'sent';

/**
 * A newsletter box (the home page's, the footer's): double opt-in, so the answer is "check your
 * inbox" whoever asks; a refusal (a wrong address, too many tries) is said in the reader's language.
 */
export function useNewsletterSignup() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<NewsletterSignupState>('idle');
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
  return { email, setEmail, state, failure, submit };
}
