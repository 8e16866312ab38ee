import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HouseIcon } from '../icons/icons';
import * as styles from './top-bar.module.css';

export function Logo() {
  const { t } = useTranslation('shell');
  return (
    <Link to="/" className={styles.brand}>
      <HouseIcon />
      <span>{t('brand')}</span>
    </Link>
  );
}
