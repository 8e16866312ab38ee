import { useTranslation } from 'react-i18next';
import { OWNERSHIP_DOCUMENTS, labelOf, type OwnershipDocument } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import * as styles from './ownership-badge.module.css';

/**
 * The title deed its owner says a listing has ("Notarised deed"), as a trust sign on cards and
 * the listing's page. Nothing when none is stated: absence is not shown as a fault.
 */
export function OwnershipBadge({ document, className }: { document: OwnershipDocument | null; className?: string }) {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  if (!document) return null;
  return (
    <span className={`${styles.badge} ${className ?? ''}`} title={t('ownership.stated')} data-testid="ownership-badge">
      {/* A document with a check mark (after Feather's file-text and check, MIT). */}
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
        <polyline points="14 2 14 8 20 8" />
        <polyline points="8.5 15 11 17.5 15.5 12.5" />
      </svg>
      <span className={styles.visuallyHidden}>{t('ownership.label')}: </span>
      {labelOf(OWNERSHIP_DOCUMENTS, document, language)}
    </span>
  );
}
