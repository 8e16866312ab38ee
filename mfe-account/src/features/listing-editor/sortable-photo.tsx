import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { thumbnailOf } from 'shared-contracts';
import { Button } from '../../components/button';
import type { PhotoItem } from '../../lib/photo-items';
import * as styles from './photo-uploader.module.css';

interface SortablePhotoProps {
  item: PhotoItem;
  isCover: boolean;
  errorText?: string;
  onRetry: () => void;
  onRemove: () => void;
  onMakeCover: () => void;
}

/** One photo in the editor's grid: dragged to change the order, with its progress or its error. */
export function SortablePhoto({ item, isCover, errorText, onRetry, onRemove, onMakeCover }: SortablePhotoProps) {
  const { t } = useTranslation('account');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.key });
  const src = item.url ? thumbnailOf(item.url) : item.preview;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined }}
      className={styles.photo}
      data-testid="photo"
      data-status={item.status}
      data-url={item.url}
    >
      <div className={styles.handle} {...attributes} {...listeners} aria-label={t('editor.photos.drag')}>
        {src ? <img src={src} alt="" className={styles.thumb} draggable={false} /> : null}
        {isCover ? <span className={styles.cover}>{t('editor.photos.cover')}</span> : null}
      </div>
      {item.status === 'uploading' ? <progress className={styles.progress} max={100} value={item.percent} aria-label={t('editor.photos.uploading')} /> : null}
      {item.status === 'error' ? (
        <div className={styles.error} role="alert">
          <span>{errorText}</span>
          <Button small onClick={onRetry}>
            {t('editor.photos.retry')}
          </Button>
        </div>
      ) : null}
      <div className={styles.tools}>
        {!isCover && item.status === 'done' ? (
          <Button small look="link" onClick={onMakeCover}>
            {t('editor.photos.makeCover')}
          </Button>
        ) : null}
        <Button small look="link" danger onClick={onRemove}>
          {t('editor.photos.remove')}
        </Button>
      </div>
    </li>
  );
}
