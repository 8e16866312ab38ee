import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { ADVISOR_PROFESSIONS, COMMUNES, labelOf } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { Avatar } from '../../components/avatar/avatar';
import { fetchFeaturedAdvisors, FEATURED_ADVISORS_URL } from './home-api';
import { Section } from './section';
import * as styles from './home-sections.module.css';

/**
 * The Featured Legal Advisors: verified advisors of the directory, in the directory's
 * neutral order (law 13-07 forbids a lawyer's self-promotion: nobody pays to be here).
 */
export function FeaturedAdvisors() {
  const { t } = useTranslation('marketplace');
  const { language } = useLanguage();
  const { data } = useSWR(FEATURED_ADVISORS_URL, fetchFeaturedAdvisors);
  const advisors = data ?? [];
  return (
    <Section title={t('home.advisors.title')} subtitle={t('home.advisors.subtitle')}>
      {advisors.length === 0 ? (
        <p className={styles.muted}>{t('home.advisors.empty')}</p>
      ) : (
        <div className={styles.fours} data-testid="featured-advisors">
          {advisors.map((advisor) => (
            <article key={advisor.id} className={styles.card} data-testid="featured-advisor">
              <div className={styles.person}>
                <Avatar name={advisor.name} photo={advisor.photo} />
                <div>
                  <h3 className={styles.cardTitle}>
                    <bdi>{advisor.name}</bdi>
                  </h3>
                  <p className={styles.muted}>{labelOf(ADVISOR_PROFESSIONS, advisor.profession, language)}</p>
                </div>
              </div>
              <p className={styles.muted}>
                {labelOf(COMMUNES, advisor.commune, language)} · {t('home.advisors.years', { count: advisor.experienceYears })}
              </p>
              <Link to={`/advisors/${advisor.id}`} className={styles.cardLink}>
                {t('home.advisors.consult')}
              </Link>
            </article>
          ))}
        </div>
      )}
      <p>
        <Link to="/advisors">{t('home.advisors.all')}</Link>
      </p>
    </Section>
  );
}
