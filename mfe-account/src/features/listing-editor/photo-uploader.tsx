import { DndContext, KeyboardSensor, PointerSensor, TouchSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from 'shared-contracts';
import { apiErrorText, useSiteSettings } from 'shared-contracts/react';
import { Notice } from '../../components/notice';
import { fromUrls, moved, urlsOf } from '../../lib/photo-items';
import { usePhotoUploads } from '../../lib/use-photo-uploads';
import { SortablePhoto } from './sortable-photo';
import { controlProps, FieldError } from '../../components/field';
import * as styles from './photo-uploader.module.css';

interface PhotoUploaderProps {
  /** The picker's: where an error about the photos takes the owner. */
  id: string;
  /** The server's word on the photos, read out with the picker. */
  error?: string;
  value: string[];
  onChange: (urls: string[]) => void;
}

/**
 * The listing's photos: dropped or picked several at once (the camera too, on a phone),
 * scaled down in the browser, each sent with its own progress bar, a failed one retried, the
 * order changed by dragging (or the keyboard), the first one the cover. The form's value is the
 * uploaded urls, in order; as many as the admins' limit allows.
 */
export function PhotoUploader({ id, error, value, onChange }: PhotoUploaderProps) {
  const { t } = useTranslation('account');
  const { maxImages: max } = useSiteSettings();
  const { items, latest, refused, replace, update, add, retry } = usePhotoUploads(max, () => fromUrls(value), onChange);
  const [over, setOver] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // A draft loaded later (or restored) replaces the photos, unless uploads are under way.
  useEffect(() => {
    if (latest.current.some((item) => item.status !== 'done')) return;
    if (urlsOf(latest.current).join() === value.join()) return;
    replace(fromUrls(value));
  }, [value, latest, replace]);

  const remove = (key: string) => update((list) => list.filter((item) => item.key !== key));
  const makeCover = (key: string) =>
    update((list) =>
      moved(
        list,
        list.findIndex((item) => item.key === key),
        0,
      ),
    );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    update((list) =>
      moved(
        list,
        list.findIndex((item) => item.key === active.id),
        list.findIndex((item) => item.key === over.id),
      ),
    );
  };

  return (
    <div>
      <div
        data-testid="photo-drop"
        className={styles.drop}
        data-over={over || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(items.length < max);
        }}
        onDragLeave={(event) => {
          // Leaving for one of its own children is still over it.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          add(Array.from(event.dataTransfer.files)); // past the limit, each is refused with its reason
        }}
      >
        <label>
          <input
            {...controlProps(id, { error })}
            type="file"
            multiple
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className={styles.hidden}
            disabled={items.length >= max}
            onChange={(event) => {
              add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          <span className={styles.hint}>{t('editor.photos.drop')}</span>
          <span className={styles.rule}>{t('editor.photos.rule', { max, mb: MAX_UPLOAD_BYTES / 1024 / 1024 })}</span>
        </label>
      </div>
      <FieldError id={id} error={error} />
      <label className={styles.camera}>
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className={styles.hidden}
          disabled={items.length >= max}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        {t('editor.photos.camera')}
      </label>
      {refused.length > 0 ? (
        <div className={styles.refused}>
          <Notice
            tone="warning"
            testId="photo-refused"
            title={refused.map(({ name, why }) => t(`editor.photos.refused.${why}`, { name, max, mb: MAX_UPLOAD_BYTES / 1024 / 1024 })).join(' ')}
          />
        </div>
      ) : null}
      <p className={styles.count}>{t('editor.photos.count', { count: items.length, max })}</p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={items.map((item) => item.key)} strategy={rectSortingStrategy}>
          <ol className={styles.grid} data-testid="photos">
            {items.map((item, index) => (
              <SortablePhoto
                key={item.key}
                item={item}
                isCover={index === 0}
                errorText={item.error ? apiErrorText(t, item.error) : undefined}
                onRetry={() => retry(item)}
                onRemove={() => remove(item.key)}
                onMakeCover={() => makeCover(item.key)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
}
