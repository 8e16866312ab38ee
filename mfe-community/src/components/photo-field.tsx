import { Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES } from 'shared-contracts';
import { apiErrorText, CoverImage, toast, uploadPhoto } from 'shared-contracts/react';
import * as own from './photo-field.module.css';

interface Props {
  /** Its name, for the preview's alt text and the buttons ("cover", "photo"). */
  labels: { alt: string; add: string; replace: string };
  value?: string | null;
  onChange?: (url: string | null) => void;
}

/** One photo of a form (a post's cover, an advisor's portrait), sent through the uploads API; or none. */
export function PhotoField({ labels, value, onChange }: Props) {
  const { t } = useTranslation('community');
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange?.((await uploadPhoto(file, file.name, () => undefined)).url);
    } catch (error) {
      toast({ title: apiErrorText(t, error), variant: 'destructive' });
    } finally {
      setUploading(false);
      if (picker.current) picker.current.value = '';
    }
  };
  return (
    <Space direction="vertical">
      {value ? <CoverImage images={[value]} alt={labels.alt} className={own.preview} /> : null}
      <Space>
        <Button loading={uploading} onClick={() => picker.current?.click()}>
          {value ? labels.replace : labels.add}
        </Button>
        {value ? (
          <Button danger onClick={() => onChange?.(null)}>
            {t('photo.remove')}
          </Button>
        ) : null}
      </Space>
      <input ref={picker} type="file" hidden accept={ACCEPTED_IMAGE_TYPES.join(',')} data-testid="photo-input" onChange={(event) => void pick(event.target.files?.[0])} />
    </Space>
  );
}
