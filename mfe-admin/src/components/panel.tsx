import type { ReactNode } from 'react';
import * as styles from './panel.module.css';

/** A white card, with a heading and a link beside it when it has a title. */
export function Panel({ title, extra, children, testId }: { title?: string; extra?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.panel} data-testid={testId}>
      {title && (
        <header className={styles.head}>
          <h2>{title}</h2>
          {extra}
        </header>
      )}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
