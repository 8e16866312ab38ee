import { useEffect } from 'react';
import { MESSAGE_MAX_PHOTOS } from 'shared-contracts';
import { urlsOf } from '../../lib/photo-items';
import { usePhotoUploads } from '../../lib/use-photo-uploads';

export type { PhotoRefused } from '../../lib/use-photo-uploads';

/**
 * The photos a message will carry (MESSAGE_MAX_PHOTOS at most), each scaled down in the browser
 * and uploaded as soon as it is picked, as a listing's are: the message then sends their urls.
 */
export function useMessagePhotos() {
  const { items, latest, refused, setRefused, update, add, retry } = usePhotoUploads(MESSAGE_MAX_PHOTOS, () => []);

  const remove = (key: string) => {
    const item = latest.current.find((photo) => photo.key === key);
    if (item?.preview) URL.revokeObjectURL(item.preview);
    update((list) => list.filter((photo) => photo.key !== key));
  };

  const clear = () => {
    for (const item of latest.current) if (item.preview) URL.revokeObjectURL(item.preview);
    setRefused([]);
    update(() => []);
  };

  // The previews' memory is given back when the conversation is left.
  useEffect(
    () => () => {
      for (const item of latest.current) if (item.preview) URL.revokeObjectURL(item.preview);
    },
    [latest],
  );

  return {
    items,
    refused,
    add,
    remove,
    retry,
    clear,
    urls: urlsOf(items),
    /** A photo is on its way, or failed and is neither retried nor removed: the message waits. */
    pending: items.some((item) => item.status !== 'done'),
    full: items.length >= MESSAGE_MAX_PHOTOS,
  };
}

export type MessagePhotos = ReturnType<typeof useMessagePhotos>;
