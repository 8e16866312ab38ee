import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Translation } from 'react-i18next';
import * as styles from './app-error-boundary.module.css';

/**
 * The last resort: the frame itself failed (each area has its own boundary inside). Rather than
 * a blank page, say so in the visitor's language and offer a fresh start.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The site failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Translation ns="shell">
        {(t) => (
          <main className={styles.page} role="alert">
            <h1>{t('crashed.title')}</h1>
            <p>{t('crashed.text')}</p>
            <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
              {t('crashed.reload')}
            </button>
          </main>
        )}
      </Translation>
    );
  }
}
