import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as controls from './controls.module.css';

const LOOK = { primary: `${controls.button} ${controls.primary}`, default: controls.button, text: `${controls.button} ${controls.text}` };

/** A link that looks like a button ("Write an article", "New topic"): it goes somewhere, so it is a link. */
export function ButtonLink({ to, look = 'default', children }: { to: string; look?: keyof typeof LOOK; children: ReactNode }) {
  return (
    <Link to={to} className={LOOK[look]}>
      {children}
    </Link>
  );
}
