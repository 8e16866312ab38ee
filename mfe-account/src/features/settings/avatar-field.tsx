import { Button, Upload } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { ACCEPTED_IMAGE_TYPES, SESSION_PATH, thumbnailOf, type User } from 'shared-contracts';
import { apiErrorText, toast } from 'shared-contracts/react';
import { removeAvatar, uploadAvatar, type AccountUpdate } from './settings-api';
import * as styles from './settings.module.css';

/** The account's picture: chosen, cropped to a circle in the browser (antd-img-crop), then sent. */
export function AvatarField({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  // Save crops the area the cropper has reported. It reports it a render after the picture is drawn:
  // a tap in between cropped an empty area and sent an empty file, which the API refused.
  const [areaMeasured, setAreaMeasured] = useState(false);
  const run = async (call: AccountUpdate) => {
    setBusy(true);
    try {
      await mutate(SESSION_PATH, await call(), { revalidate: false });
    } catch (error) {
      toast({ variant: 'destructive', title: apiErrorText(t, error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.avatarRow}>
      {user.avatar ? (
        <img src={thumbnailOf(user.avatar)} alt={t('settings.profile.avatar')} className={styles.avatar} data-testid="avatar" />
      ) : (
        <span className={styles.avatarEmpty} aria-hidden="true">
          {[...user.firstName][0] ?? ''}
        </span>
      )}
      <ImgCrop
        cropShape="round"
        aspect={1}
        modalTitle={t('settings.profile.cropTitle')}
        modalOk={t('settings.save')}
        modalCancel={t('common.cancel')}
        beforeCrop={() => {
          setAreaMeasured(false);
          return true;
        }}
        // The typings ask for the props react-easy-crop defaults itself: given here with those defaults.
        cropperProps={{ onCropAreaChange: (_, pixels) => setAreaMeasured(pixels.width > 0), style: {}, mediaProps: {}, cropperProps: {}, zoomSpeed: 1, restrictPosition: true }}
        modalProps={{ okButtonProps: { disabled: !areaMeasured } }}
      >
        <Upload accept={ACCEPTED_IMAGE_TYPES.join(',')} showUploadList={false} customRequest={({ file }) => void run(() => uploadAvatar(file as Blob))}>
          <Button loading={busy}>{t(user.avatar ? 'settings.profile.changeAvatar' : 'settings.profile.addAvatar')}</Button>
        </Upload>
      </ImgCrop>
      {user.avatar ? (
        <Button type="link" danger disabled={busy} onClick={() => void run(removeAvatar)}>
          {t('settings.profile.removeAvatar')}
        </Button>
      ) : null}
    </div>
  );
}
