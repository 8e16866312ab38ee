import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, MESSAGE_MAX_PHOTOS } from 'shared-contracts';
import { apiErrorText } from 'shared-contracts/react';
import { Button } from '../../components/button';
import type { MessagePhotos } from './use-message-photos';
import * as styles from './conversation.module.css';

const MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/** The composer's photos: "Add photos" (the browser's picker, several at once), each with its progress, removable. */
export function ComposerPhotos({ photos, disabled }: { photos: MessagePhotos; disabled: boolean }) {
  const { t } = useTranslation('account');
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.composerPhotos}>
      <input
        ref={picker}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple
        hidden
        data-testid="message-photo-input"
        onChange={(event) => {
          photos.add([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Button small disabled={disabled || photos.full} title={t('messages.composer.photosRule', { max: MESSAGE_MAX_PHOTOS, mb: MB })} onClick={() => picker.current?.click()}>
        {t('messages.composer.addPhotos')}
      </Button>
      {photos.items.length > 0 ? (
        <ul className={styles.pickedPhotos}>
          {photos.items.map((item, index) => (
            <li key={item.key} data-testid="message-photo" data-status={item.status}>
              <img src={item.preview ?? item.url} alt={t('messages.conversation.photo', { n: index + 1 })} />
              {item.status === 'uploading' ? <span className={styles.progress}>{t('messages.composer.uploading', { percent: item.percent })}</span> : null}
              {item.status === 'error' ? (
                <span className={styles.photoError} role="alert">
                  {apiErrorText(t, item.error)}
                  <Button small look="link" onClick={() => photos.retry(item)}>
                    {t('messages.composer.retry')}
                  </Button>
                </span>
              ) : null}
              <button type="button" className={styles.removePhoto} aria-label={t('messages.composer.removePhoto', { n: index + 1 })} onClick={() => photos.remove(item.key)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {photos.refused.map(({ name, why }) => (
        <p key={name} className={styles.photoError} role="alert">
          {t(`messages.composer.refused.${why}`, { name, mb: MB, max: MESSAGE_MAX_PHOTOS })}
        </p>
      ))}
    </div>
  );
}
