import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './button';
import * as controls from './controls.module.css';

interface Props extends Omit<ButtonProps, 'onClick' | 'danger'> {
  question: string;
  detail?: string;
  /** The confirming button's words ("Delete"). */
  confirm: string;
  onConfirm: () => unknown;
}

/**
 * A button for what cannot be undone: pressed, it asks first, in its place. The focus goes to the
 * confirming button (the pressed one is gone), and back to the button when Cancel or Escape
 * leaves the question unanswered.
 */
export function ConfirmButton({ question, detail, confirm, onConfirm, children, ...button }: Props) {
  const { t } = useTranslation('account');
  const [asking, setAsking] = useState(false);
  const place = useRef<HTMLSpanElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asking || asked.current) place.current?.querySelector<HTMLButtonElement>(asking ? '[data-confirm]' : 'button')?.focus();
    asked.current ||= asking;
    if (!asking) return;
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setAsking(false);
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [asking]);
  return (
    <span ref={place} className={asking ? controls.confirm : undefined} role={asking ? 'group' : undefined} aria-label={asking ? question : undefined}>
      {asking ? (
        <>
          <span>
            {question}
            {detail ? <small>{detail}</small> : null}
          </span>
          <Button
            look="primary"
            danger
            small={button.small}
            confirming
            onClick={() => {
              setAsking(false);
              return onConfirm();
            }}
          >
            {confirm}
          </Button>
          <Button small={button.small} onClick={() => setAsking(false)}>
            {t('common.cancel')}
          </Button>
        </>
      ) : (
        <Button {...button} danger onClick={() => setAsking(true)}>
          {children}
        </Button>
      )}
    </span>
  );
}
