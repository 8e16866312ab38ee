import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { youtubeEmbedUrl, youtubeThumbnailUrl, youtubeVideoId } from 'shared-contracts';
import { CloseIcon, PlayIcon } from '../../../components/icons/icons';
import * as styles from './tour-card.module.css';

// One on a page, and the same in the portal's drawing and in the browser's hydration of it (a useId would differ: docs/architecture.md).
const headingId = 'listing-tour-title';

/**
 * The virtual tour: only when the first video is a YouTube link we can play. Nothing
 * loads from YouTube but its still until the visitor presses Play.
 */
export function TourCard({ videos }: { videos: string[] }) {
  const { t } = useTranslation('marketplace');
  const videoId = videos[0] ? youtubeVideoId(videos[0]) : null;
  const [playing, setPlaying] = useState(false);
  const [stillFailed, setStillFailed] = useState(false);
  const playButton = useRef<HTMLButtonElement>(null);
  if (!videoId) return null;

  const close = () => {
    setPlaying(false);
    requestAnimationFrame(() => playButton.current?.focus());
  };

  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="tour-card">
      <div className={styles.heading}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {t('property.tour.title')}
          </h2>
          <p className={styles.text}>{t('property.tour.text')}</p>
        </div>
        {playing ? (
          <button type="button" className={styles.close} onClick={close}>
            <CloseIcon />
            <span>{t('property.tour.close')}</span>
          </button>
        ) : null}
      </div>
      <div className={styles.frame}>
        {playing ? (
          <iframe
            className={styles.player}
            src={youtubeEmbedUrl(videoId)}
            title={t('property.tour.player')}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            // The site sends no referrer (helmet); YouTube's player refuses to start without one.
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button ref={playButton} type="button" className={styles.poster} aria-label={t('property.tour.play')} onClick={() => setPlaying(true)}>
            {stillFailed ? null : <img className={styles.still} src={youtubeThumbnailUrl(videoId)} alt="" loading="lazy" decoding="async" onError={() => setStillFailed(true)} />}
            <span className={styles.play} aria-hidden="true">
              <PlayIcon />
            </span>
          </button>
        )}
      </div>
    </section>
  );
}
