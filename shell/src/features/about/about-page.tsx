import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { formatAmount, SITE_FIGURES_PATH, type SiteFigures } from 'shared-contracts';
import { PageHero, registerLocales, useSiteSettings } from 'shared-contracts/react';
import { fetchFigures } from './figures-api';
import ar from './locales/ar.json';
import en from './locales/en.json';
import * as styles from './about-page.module.css';

registerLocales('about', { ar, en });

const FIGURES = ['listings', 'users', 'communes', 'advisors'] as const;

interface Item {
  title: string;
  text: string;
}

/** The site's figures, counted now: placeholders while they load, and left out if they cannot be had (never made up). */
function Figures() {
  const { t } = useTranslation('about');
  const { data, error } = useSWR<SiteFigures, unknown>(SITE_FIGURES_PATH, fetchFigures);
  if (error) return null;
  return (
    <section className={styles.band} aria-labelledby="about-figures">
      <h2 id="about-figures">{t('figures.title')}</h2>
      <div className={styles.figures} data-testid="about-figures">
        {FIGURES.map((figure) => (
          <div key={figure} className={styles.figure}>
            {data ? <strong data-testid={`about-${figure}`}>{formatAmount(data[figure])}</strong> : <span className={styles.placeholder} aria-hidden="true" />}
            <span>{t(`figures.${figure}`)}</span>
          </div>
        ))}
      </div>
      <p className={styles.note}>{t('figures.live')}</p>
    </section>
  );
}

function Cards({ name }: { name: 'values' | 'team' }) {
  const { t } = useTranslation('about');
  const items = t(`${name}.items`, { returnObjects: true }) as Item[];
  return (
    <div className={styles.cards}>
      {items.map((item) => (
        <div key={item.title} className={styles.card}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </div>
      ))}
    </div>
  );
}

/** /about: figures from the API beside the fixed story, mission, vision, values and team. */
export default function AboutPage() {
  const { t } = useTranslation('about');
  const { contactEmail } = useSiteSettings();
  const { t: shell } = useTranslation('shell');
  const story = t('story.body', { returnObjects: true }) as string[];
  return (
    <>
      <PageHero title={shell('pages.about.title')} subtitle={shell('pages.about.subtitle')} />
      <div className={styles.page}>
        <Figures />
        <section aria-labelledby="about-story">
          <h2 id="about-story">{t('story.title')}</h2>
          {story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <div className={styles.pair}>
          <section className={styles.card} aria-labelledby="about-mission">
            <h2 id="about-mission">{t('mission.title')}</h2>
            <p>{t('mission.text')}</p>
          </section>
          <section className={styles.card} aria-labelledby="about-vision">
            <h2 id="about-vision">{t('vision.title')}</h2>
            <p>{t('vision.text')}</p>
          </section>
        </div>
        <section aria-labelledby="about-values">
          <h2 id="about-values">{t('values.title')}</h2>
          <Cards name="values" />
        </section>
        <section aria-labelledby="about-team">
          <h2 id="about-team">{t('team.title')}</h2>
          <p>{t('team.lead')}</p>
          <Cards name="team" />
        </section>
        <section className={styles.cta} aria-labelledby="about-cta">
          <h2 id="about-cta">{t('cta.title')}</h2>
          <div className={styles.actions}>
            <Link to="/contact" className={styles.primary}>
              {t('cta.contact')}
            </Link>
            <a href={`mailto:${contactEmail}`} className={styles.secondary}>
              {t('cta.email')}
            </a>
          </div>
        </section>
      </div>
    </>
  );
}
