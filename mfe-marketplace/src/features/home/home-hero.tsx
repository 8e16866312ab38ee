import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from 'shared-contracts/react';
import { HeroListing } from './hero-listing';
import { StatTiles } from './home-sections';
import { SearchPanel } from './search-panel/search-panel';
import * as styles from './home-hero.module.css';

/** The home hero runs beneath the shell's transparent top bar: heading and a featured listing, search, the four figures. */
export function HomeHero() {
  const { t } = useTranslation('marketplace');
  useDocumentMeta(t('home.title'), t('home.subtitle'));
  return (
    <section className={styles.hero} data-testid="home-hero">
      <div className={styles.inner}>
        <div className={styles.intro}>
          <div>
            <h1 className={styles.title}>{t('home.title')}</h1>
            <p className={styles.lead}>{t('home.subtitle')}</p>
          </div>
          <HeroListing />
        </div>
        <SearchPanel />
        <StatTiles />
      </div>
    </section>
  );
}
