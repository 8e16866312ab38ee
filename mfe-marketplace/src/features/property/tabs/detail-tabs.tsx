import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { stepForKey, wrapIndex } from '../gallery/gallery-steps';
import { CheckIcon } from '../../../components/icons/icons';
import { localized } from '../../../lib/localized';
import { detailRows } from './detail-rows';
import * as styles from './detail-tabs.module.css';

// One on a page, and the same in the portal's drawing and in the browser's hydration of it (a useId would differ: docs/architecture.md).
const baseId = 'listing-details';

const TABS = ['description', 'features', 'details'] as const;
type Tab = (typeof TABS)[number];

/**
 * Description, Features, Details — Details first shown. The WAI-ARIA tabs pattern:
 * arrows move along the row as it is drawn (mirrored in Arabic), Home and End jump to the ends.
 */
export function DetailTabs({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('marketplace');
  const { language, direction } = useLanguage();
  const [active, setActive] = useState<Tab>('details');
  const tabs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const { description, features } = localized(property, language);

  const select = (tab: Tab) => {
    setActive(tab);
    tabs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // The arrows move as the gallery's do (towards the end of the line is next), wrapping around.
    const by = stepForKey(event.key, direction);
    const to = by ? wrapIndex(TABS.indexOf(active), by, TABS.length) : event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : null;
    if (to === null) return;
    event.preventDefault();
    select(TABS[to]);
  };

  return (
    <section className={styles.card} data-testid="detail-tabs">
      <div className={styles.tabList} role="tablist" aria-label={t('property.tabs.label')}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab}-tab`}
            aria-selected={tab === active}
            aria-controls={`${baseId}-${tab}-panel`}
            tabIndex={tab === active ? 0 : -1}
            className={tab === active ? styles.tabActive : styles.tab}
            onKeyDown={onKeyDown}
            onClick={() => setActive(tab)}
          >
            {t(`property.tabs.${tab}`)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div key={tab} role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`} hidden={tab !== active} tabIndex={0} className={styles.panel}>
          {tab === 'description' ? (
            description.trim() ? (
              <p className={styles.description}>{description}</p>
            ) : (
              <p className={styles.muted}>{t('property.description.empty')}</p>
            )
          ) : null}
          {tab === 'features' ? (
            features.length > 0 ? (
              <ul className={styles.features}>
                {features.map((feature, i) => (
                  <li key={`${feature}-${i}`} className={styles.feature}>
                    <CheckIcon className={styles.check} />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{t('property.features.empty')}</p>
            )
          ) : null}
          {tab === 'details' ? (
            <dl className={styles.details} data-testid="details-list">
              {detailRows(property, language, t).map((row) => (
                <div key={row.key} className={styles.detailRow} data-row={row.key}>
                  <dt className={styles.detailLabel}>{row.label}</dt>
                  <dd className={styles.detailValue}>{row.isolate ? <bdi>{row.value}</bdi> : row.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      ))}
    </section>
  );
}
