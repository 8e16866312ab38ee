import { Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES } from 'shared-contracts';
import { apiErrorText, toast, uploadPhoto } from 'shared-contracts/react';

/** The profile's photo (form value: the upload's URL), sent through the uploads service like listings' photos. */
export function AdvisorPhoto({ value, onChange }: { value?: string | null; onChange?: (url: string | null) => void }) {
  const { t } = useTranslation('admin');
  const [percent, setPercent] = useState<number | null>(null);
  const send = async (file: File) => {
    setPercent(0);
    try {
      onChange?.((await uploadPhoto(file, file.name, setPercent)).url);
    } catch (error) {
      toast({ title: apiErrorText(t, error), variant: 'destructive' });
    } finally {
      setPercent(null);
    }
  };
  return (
    <div>
      {value && (
        <img src={value.replace('.webp', '.thumb.webp')} alt="" width={96} height={96} style={{ objectFit: 'cover', borderRadius: 8, display: 'block', marginBlockEnd: 8 }} />
      )}
      <Upload accept={ACCEPTED_IMAGE_TYPES.join(',')} showUploadList={false} beforeUpload={(file) => (void send(file), false)}>
        <Button loading={percent !== null}>{value ? t('advisors.changePhoto') : t('advisors.choosePhoto')}</Button>
      </Upload>
      {value && (
        <Button type="link" danger onClick={() => onChange?.(null)}>
          {t('advisors.removePhoto')}
        </Button>
      )}
    </div>
  );
}
