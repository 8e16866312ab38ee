import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { youtubeThumbnailUrl, youtubeVideoId } from 'shared-contracts';
import type { EditorValues } from './editor-values';
import * as styles from './price-field.module.css';

/** The video tour's YouTube link (the id rule), with its thumbnail once it reads as one. */
export function YoutubeField() {
  const { t } = useTranslation('account');
  const link = (Form.useWatch('youtube') as EditorValues['youtube'] | undefined) ?? '';
  const id = link.trim() ? youtubeVideoId(link) : null;
  return (
    <>
      <Form.Item
        name="youtube"
        label={t('editor.fields.youtube')}
        validateTrigger="onBlur"
        rules={[{ validator: async (_, value: string) => (!value?.trim() || youtubeVideoId(value) ? undefined : Promise.reject(new Error(t('editor.youtubeInvalid')))) }]}
      >
        <Input dir="ltr" inputMode="url" placeholder={t('editor.youtubePlaceholder')} />
      </Form.Item>
      {id ? <img src={youtubeThumbnailUrl(id)} alt={t('editor.youtubePreview')} className={styles.video} data-testid="youtube-thumbnail" /> : null}
    </>
  );
}
