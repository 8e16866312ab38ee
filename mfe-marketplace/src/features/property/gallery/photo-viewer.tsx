import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from 'shared-contracts/react';
import { ChevronIcon, CloseIcon } from '../../../components/icons/icons';
import { stepForKey, wrapIndex, type Step } from './gallery-steps';
import { Photo } from './photo';
import { PhotoCounter } from './photo-counter';
import { useDialogFocus } from './use-dialog-focus';
import { useSwipe } from './use-swipe';
import * as styles from './gallery.module.css';

interface PhotoViewerProps {
  images: string[];
  title: string;
  index: number;
  onStep: (step: Step) => void;
  onClose: () => void;
}

/**
 * The photos full screen, over everything (in <body>, so no ancestor's transform or overflow can
 * clip it): arrows, Escape, swipes; the gallery follows to the photo last seen.
 */
export function PhotoViewer({ images, title, index, onStep, onClose }: PhotoViewerProps) {
  const { t } = useTranslation('marketplace');
  const { direction } = useLanguage();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipe = useSwipe(onStep, direction);
  const total = images.length;
  useDialogFocus(dialog, closeButton);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      const by = total > 1 ? stepForKey(event.key, direction) : null;
      if (by === null) return;
      event.preventDefault();
      onStep(by);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [direction, onClose, onStep, total]);

  // The neighbours load while this one is looked at, so stepping shows them at once.
  useEffect(() => {
    if (total < 2) return;
    for (const step of [1, -1]) new Image().src = images[wrapIndex(index, step, total)];
  }, [images, index, total]);

  return createPortal(
    <div ref={dialog} className={styles.viewer} role="dialog" aria-modal="true" aria-label={t('property.viewer.label')} data-testid="photo-viewer">
      <div className={styles.viewerBar}>
        <PhotoCounter index={index} total={total} className={styles.viewerCounter} />
        <button ref={closeButton} type="button" className={styles.viewerClose} aria-label={t('property.viewer.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {/* A click beside the photo closes, for the mouse; Escape and the close button do it for the keyboard. */}
      <div className={styles.viewerStage} role="presentation" {...swipe.handlers} onClick={(event) => event.target === event.currentTarget && !swipe.wasSwipe() && onClose()}>
        <Photo className={styles.viewerImage} src={images[index]} alt={t('property.gallery.photo', { title, n: index + 1, total })} decoding="async" />
      </div>
      {total > 1 ? (
        <>
          <button type="button" className={styles.viewerPrevious} aria-label={t('property.gallery.previous')} onClick={() => onStep(-1)}>
            <ChevronIcon toward="start" direction={direction} />
          </button>
          <button type="button" className={styles.viewerNext} aria-label={t('property.gallery.next')} onClick={() => onStep(1)}>
            <ChevronIcon toward="end" direction={direction} />
          </button>
        </>
      ) : null}
    </div>,
    document.body,
  );
}
