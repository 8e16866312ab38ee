import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, useToastStore } from 'shared-contracts/react';
import { CloseIcon } from '../icons/icons';
import * as styles from './toaster.module.css';

/** A swipe of 50 px dismisses a toast; F8 moves the focus to it. */
const SWIPE_THRESHOLD_PX = 50;
const FOCUS_HOTKEY = 'F8';

/** Draws the toast any area raised with `toast()`: one at a time, gone after 5 seconds. */
export function Toaster() {
  const { t } = useTranslation('shell');
  const { current, dismiss } = useToastStore();
  const region = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismiss(current.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current, dismiss]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === FOCUS_HOTKEY) region.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const onPointerUp = (event: PointerEvent) => {
    if (current && swipeStart.current !== null && Math.abs(event.clientX - swipeStart.current) > SWIPE_THRESHOLD_PX) dismiss(current.id);
    swipeStart.current = null;
  };

  return (
    <div ref={region} className={styles.region} role="region" tabIndex={-1} aria-label={t('toast.region')} aria-live="polite" data-testid="toaster">
      {current ? (
        <div
          key={current.id}
          className={current.variant === 'destructive' ? styles.destructive : styles.toast}
          role={current.variant === 'destructive' ? 'alert' : 'status'}
          onPointerDown={(event) => (swipeStart.current = event.clientX)}
          onPointerUp={onPointerUp}
        >
          <div className={styles.content}>
            <p className={styles.title}>{current.title}</p>
            {current.description ? <p className={styles.description}>{current.description}</p> : null}
          </div>
          <button type="button" className={styles.close} aria-label={t('toast.close')} onClick={() => dismiss(current.id)}>
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}
