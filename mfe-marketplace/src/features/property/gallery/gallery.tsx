import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailOf } from 'shared-contracts';
import { PLACEHOLDER_IMAGE, useLanguage } from 'shared-contracts/react';
import { ChevronIcon, ExpandIcon } from '../../../components/icons/icons';
import { stepForKey, useGalleryIndex } from './gallery-steps';
import { Photo } from './photo';
import { PhotoCounter } from './photo-counter';
import { PhotoViewer } from './photo-viewer';
import { useSwipe } from './use-swipe';
import * as styles from './gallery.module.css';

/** The listing's photos: a large one with previous/next (wrapping), a counter and thumbnails; a click opens them full screen. */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation('marketplace');
  const { direction } = useLanguage();
  const total = images.length;
  const { index, setIndex, step } = useGalleryIndex(total);
  const [viewerOpen, setViewerOpen] = useState(false);
  const swipe = useSwipe(step, direction);
  const thumbnails = useRef<HTMLOListElement>(null);

  // Keep the current thumbnail in sight when the strip scrolls sideways. By rectangles, which
  // read the same in both directions (scrollLeft runs negative in right-to-left boxes).
  const moved = useRef(false);
  useEffect(() => {
    const strip = thumbnails.current;
    const current = strip?.children[index];
    if (!moved.current || !strip || !current || strip.scrollWidth <= strip.clientWidth) {
      moved.current = true;
      return;
    }
    const box = strip.getBoundingClientRect();
    const thumb = current.getBoundingClientRect();
    strip.scrollBy?.({ left: thumb.left + thumb.width / 2 - (box.left + box.width / 2), behavior: 'smooth' });
  }, [index]);

  if (total === 0) {
    return (
      <section className={styles.gallery} aria-label={t('property.gallery.label')}>
        <div className={styles.stage}>
          <img className={styles.image} src={PLACEHOLDER_IMAGE} alt={t('property.gallery.noPhoto')} />
        </div>
      </section>
    );
  }

  // The arrows step wherever the focus is in the gallery: on each of its buttons, as nothing else here takes the focus.
  const onKeyDown = (event: KeyboardEvent) => {
    // The open viewer handles its own keys (on the document).
    const by = total > 1 && !viewerOpen ? stepForKey(event.key, direction) : null;
    if (by === null) return;
    event.preventDefault();
    step(by);
  };

  return (
    <section className={styles.gallery} aria-label={t('property.gallery.label')} data-testid="gallery">
      <div className={styles.stage} {...swipe.handlers}>
        <button
          type="button"
          className={styles.open}
          aria-label={t('property.gallery.open')}
          aria-haspopup="dialog"
          onKeyDown={onKeyDown}
          onClick={() => {
            if (!swipe.wasSwipe()) setViewerOpen(true);
          }}
        >
          <Photo
            className={styles.image}
            src={images[index]}
            alt={t('property.gallery.photo', { title, n: index + 1, total })}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
          />
          <span className={styles.expand} aria-hidden="true">
            <ExpandIcon />
          </span>
        </button>
        {total > 1 ? (
          <>
            <button type="button" className={styles.previous} aria-label={t('property.gallery.previous')} onKeyDown={onKeyDown} onClick={() => step(-1)}>
              <ChevronIcon toward="start" direction={direction} />
            </button>
            <button type="button" className={styles.next} aria-label={t('property.gallery.next')} onKeyDown={onKeyDown} onClick={() => step(1)}>
              <ChevronIcon toward="end" direction={direction} />
            </button>
          </>
        ) : null}
        <PhotoCounter index={index} total={total} />
      </div>
      {total > 1 ? (
        <ol className={styles.thumbnails} ref={thumbnails}>
          {images.map((url, i) => (
            <li key={`${url}-${i}`}>
              <button
                type="button"
                className={i === index ? styles.thumbnailCurrent : styles.thumbnail}
                aria-label={t('property.gallery.thumbnail', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onKeyDown={onKeyDown}
                onClick={() => setIndex(i)}
              >
                <Photo className={styles.thumbnailImage} src={thumbnailOf(url)} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      {viewerOpen ? <PhotoViewer images={images} title={title} index={index} onStep={step} onClose={() => setViewerOpen(false)} /> : null}
    </section>
  );
}
