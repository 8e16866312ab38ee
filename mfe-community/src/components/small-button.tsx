import type { ReactNode } from 'react';
import * as controls from './controls.module.css';

const LOOK = {
  link: `${controls.button} ${controls.small} ${controls.link}`,
  default: `${controls.button} ${controls.small}`,
  primary: `${controls.button} ${controls.small} ${controls.primary}`,
};

interface Props {
  look?: keyof typeof LOOK;
  danger?: boolean;
  /** A toggle's state (liked, watched): said to assistive technology. */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A small action on a post (like, reply, quote, edit, watch): the browser's own button, drawn as antd's small one. */
export function SmallButton({ look = 'link', danger, pressed, disabled, onClick, children }: Props) {
  return (
    <button type="button" className={danger ? `${LOOK[look]} ${controls.danger}` : LOOK[look]} aria-pressed={pressed} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
