import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as styles from './home-hero.module.css';

/** The home hero runs beneath the shell's transparent top bar. */
export function HomeHero() {
  const { t } = useTranslation('marketplace');
  const navigate = useNavigate();
  return (
    <section className={styles.hero} data-testid="home-hero">
      <div className={styles.inner}>
        <h1 className={styles.title}>{t('home.title')}</h1>
        <p className={styles.lead}>{t('home.subtitle')}</p>
        <div className={styles.actions}>
          <Button type="primary" size="large" onClick={() => navigate('/search')}>
            {t('home.browse')}
          </Button>
          <Button size="large" ghost onClick={() => navigate('/search?purpose=exchange')}>
            {t('home.exchange')}
          </Button>
        </div>
      </div>
    </section>
  );
}
