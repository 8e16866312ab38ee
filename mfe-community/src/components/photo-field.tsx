import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CoverImage } from 'shared-contracts/react';
import * as own from './photo-field.module.css';
import { usePhotoPicker } from './use-photo-picker';

interface Props {
  /** Its name, for the preview's alt text and the buttons ("cover", "photo"). */
  labels: { alt: string; add: string; replace: string };
  value?: string | null;
  onChange?: (url: string | null) => void;
}

/** One photo of a form (a post's cover, an advisor's portrait), sent through the uploads API; or none. */
export function PhotoField({ labels, value, onChange }: Props) {
  const { t } = useTranslation('community');
  const picker = usePhotoPicker((image) => onChange?.(image.url));
  return (
    <Space direction="vertical">
      {value ? <CoverImage images={[value]} alt={labels.alt} className={own.preview} /> : null}
      <Space>
        <Button loading={picker.uploading} onClick={picker.open}>
          {value ? labels.replace : labels.add}
        </Button>
        {value ? (
          <Button danger onClick={() => onChange?.(null)}>
            {t('photo.remove')}
          </Button>
        ) : null}
      </Space>
      <input {...picker.inputProps} data-testid="photo-input" />
    </Space>
  );
}
