import type { ReactNode } from 'react';
import * as controls from './controls.module.css';

/** A label on a card (a category, "pinned", a badge): solid in one of TAG_COLOURS, or plain grey. */
export function Tag({ colour, children }: { colour?: string; children: ReactNode }) {
  return colour ? (
    <span className={controls.tag} data-colour="" style={{ background: colour }}>
      {children}
    </span>
  ) : (
    <span className={controls.tag}>{children}</span>
  );
}
