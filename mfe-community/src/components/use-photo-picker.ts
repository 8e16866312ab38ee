import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES, type UploadedImage } from 'shared-contracts';
import { apiErrorText, toast, uploadPhoto } from 'shared-contracts/react';

/**
 * A button's hidden file input that sends the chosen photo through the uploads API (which
 * checks it by content, size and quota); a refusal is said in a toast.
 */
export function usePhotoPicker(onUploaded: (image: UploadedImage) => void) {
  const { t } = useTranslation('community');
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setUploading(true);
    try {
      onUploaded(await uploadPhoto(file, file.name, () => undefined));
    } catch (error) {
      toast({ title: apiErrorText(t, error), variant: 'destructive' });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };
  return {
    uploading,
    open: () => input.current?.click(),
    inputProps: { ref: input, type: 'file', hidden: true, accept: ACCEPTED_IMAGE_TYPES.join(','), onChange: (event: ChangeEvent<HTMLInputElement>) => void onChange(event) },
  };
}
