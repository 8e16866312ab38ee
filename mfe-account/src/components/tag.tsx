import type { ReactNode } from 'react';
import * as controls from './controls.module.css';

/** A label (a listing's state, a plan): solid in one of TAG_COLOURS, or plain grey. */
export function Tag({ colour, children, testId }: { colour?: string; children: ReactNode; testId?: string }) {
  return colour ? (
    <span className={controls.tag} data-colour="" style={{ background: colour }} data-testid={testId}>
      {children}
    </span>
  ) : (
    <span className={controls.tag} data-testid={testId}>
      {children}
    </span>
  );
}
