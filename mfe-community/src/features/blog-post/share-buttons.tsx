import { useTranslation } from 'react-i18next';
import { copyText, toast } from 'shared-contracts/react';
import * as controls from '../../components/controls.module.css';

/** The page's absolute address; drawn by the portal (no window), its path until the page takes over. */
const absolute = (path: string): string => (typeof window === 'undefined' ? path : new URL(path, window.location.origin).href);

/** WhatsApp, Facebook and copy link for a page of this site. */
export function ShareButtons({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation('community');
  const url = absolute(path);
  const copy = async () => {
    const copied = await copyText(url);
    toast(copied ? { title: t('share.copied') } : { title: t('share.copyFailed'), variant: 'destructive' });
  };
  return (
    <div className={controls.row} role="group" aria-label={t('share.label')}>
      <a className={controls.button} href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`} target="_blank" rel="noopener noreferrer">
        {t('share.whatsapp')}
      </a>
      <a className={controls.button} href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`} target="_blank" rel="noopener noreferrer">
        {t('share.facebook')}
      </a>
      <button type="button" className={controls.button} onClick={() => void copy()}>
        {t('share.copy')}
      </button>
    </div>
  );
}
