import type { ReactNode } from 'react';
import * as controls from './controls.module.css';

export interface ButtonProps {
  look?: 'default' | 'primary' | 'link';
  small?: boolean;
  /** As wide as its box. */
  block?: boolean;
  danger?: boolean;
  /** Its call is on its way: it turns, and cannot be pressed again. */
  busy?: boolean;
  disabled?: boolean;
  title?: string;
  /** The button that answers a confirmation's question (ConfirmButton focuses it). */
  confirming?: boolean;
  testId?: string;
  /** Left out on a button that stays inert (the plan already held). */
  onClick?: () => unknown;
  children: ReactNode;
}

/** The browser's own button, drawn as antd's. */
export function Button({ look = 'default', small, block, danger, busy = false, disabled, title, confirming, testId, onClick, children }: ButtonProps) {
  const className = [
    controls.button,
    small && controls.small,
    block && controls.block,
    look === 'primary' && controls.primary,
    look === 'link' && controls.link,
    danger && controls.danger,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={className}
      aria-busy={busy}
      disabled={disabled || busy}
      title={title}
      data-confirm={confirming || undefined}
      data-testid={testId}
      onClick={onClick && (() => void onClick())}
    >
      {children}
    </button>
  );
}
