import type { ReactNode } from 'react';
import * as styles from './home-sections.module.css';

/** One band of the home page: a heading, an optional lead, its content. */
export function Section({ title, subtitle, tone, children }: { title: string; subtitle?: string; tone?: 'tinted'; children: ReactNode }) {
  return (
    <section className={tone === 'tinted' ? styles.tintedSection : styles.section}>
      <div className={styles.inner}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {subtitle ? <p className={styles.sectionLead}>{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
