import { useTranslation } from 'react-i18next';
import { youtubeThumbnailUrl, youtubeVideoId } from 'shared-contracts';
import { TextField } from './text-fields';
import type { EditorForm } from './use-editor-form';
import * as styles from './price-field.module.css';

/** The video tour's YouTube link (the id rule), said wrong when the owner leaves it, with its thumbnail once it reads as one. */
export function YoutubeField({ form }: { form: EditorForm }) {
  const { t } = useTranslation('account');
  const { values, errors, set, setError, idOf } = form;
  const link = values.youtube;
  const id = link.trim() ? youtubeVideoId(link) : null;
  return (
    <>
      <TextField
        id={idOf('youtube')}
        label={t('editor.fields.youtube')}
        error={errors.youtube}
        value={link}
        onChange={(value) => set('youtube', value)}
        onBlur={() => setError('youtube', link.trim() && !id ? t('editor.youtubeInvalid') : undefined)}
        maxLength={500}
        dir="ltr"
        inputMode="url"
        placeholder={t('editor.youtubePlaceholder')}
      />
      {id ? <img src={youtubeThumbnailUrl(id)} alt={t('editor.youtubePreview')} className={styles.video} data-testid="youtube-thumbnail" /> : null}
    </>
  );
}
