import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADVISOR_PROFESSIONS, ADVISOR_SPECIALIZATIONS, COMMUNES, labelOf, TAG_COLOURS, type AdvisorCard as Advisor } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import * as styles from '../../components/community.module.css';
import * as controls from '../../components/controls.module.css';
import { Stars } from '../../components/stars';
import { Tag } from '../../components/tag';

/** The one card every advisor gets: the same fields, in the same places, for all (law 13-07). */
export function AdvisorCard({ advisor }: { advisor: Advisor }) {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  return (
    <Link to={`/advisors/${advisor.id}`} className={styles.card} data-testid="advisor-card">
      <div className={styles.cardBody}>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <span className={controls.avatar}>{advisor.photo ? <img src={advisor.photo} alt="" /> : advisor.name.slice(0, 1)}</span>
          <div>
            <h3 className={styles.cardTitle}>
              <bdi>{advisor.name}</bdi>
            </h3>
            <span className={styles.muted}>{labelOf(ADVISOR_PROFESSIONS, advisor.profession, language)}</span>
          </div>
        </div>
        <div className={styles.marks}>
          {advisor.isVerified ? <Tag colour={TAG_COLOURS.green}>{t('advisors.verified')}</Tag> : null}
          {advisor.isDemo ? <Tag>{t('demo.badge')}</Tag> : null}
          {advisor.specializations.map((value) => (
            <Tag key={value}>{labelOf(ADVISOR_SPECIALIZATIONS, value, language)}</Tag>
          ))}
        </div>
        <div className={styles.meta}>
          <span>{labelOf(COMMUNES, advisor.commune, language)}</span>
          <span>{t('advisors.experience', { count: advisor.experienceYears })}</span>
        </div>
        <div className={styles.meta}>
          {advisor.ratingCount > 0 && advisor.ratingAverage !== null ? (
            <>
              <Stars value={advisor.ratingAverage} />
              <span>{t('advisors.ratings', { average: advisor.ratingAverage.toFixed(1), count: advisor.ratingCount })}</span>
            </>
          ) : (
            <span>{t('advisors.noRatings')}</span>
          )}
        </div>
      </div>
    </Link>
  );
}
