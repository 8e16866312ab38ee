import { useEffect, useRef, useState } from 'react';
import { MESSAGE_MAX_PHOTOS } from 'shared-contracts';
import { uploadPhoto } from 'shared-contracts/react';
import { refusalOf, urlsOf, type PhotoItem, type PhotoRefusal } from '../../lib/photo-items';
import { resizePhoto } from '../../lib/resize-photo';

export interface PhotoRefused {
  name: string;
  why: PhotoRefusal;
}

let nextKey = 0;

/**
 * The photos a message will carry (MESSAGE_MAX_PHOTOS at most), each scaled down in the browser
 * and uploaded as soon as it is picked, as a listing's are: the message then sends their urls.
 */
export function useMessagePhotos() {
  const [items, setItems] = useState<PhotoItem[]>([]);
  const [refused, setRefused] = useState<PhotoRefused[]>([]);
  // The photos as the last change left them: uploads finishing together build on each other.
  const latest = useRef(items);
  const update = (change: (list: PhotoItem[]) => PhotoItem[]) => {
    latest.current = change(latest.current);
    setItems(latest.current);
  };
  const patch = (key: string, fields: Partial<PhotoItem>) => update((list) => list.map((item) => (item.key === key ? { ...item, ...fields } : item)));

  const send = async (key: string, file: File) => {
    patch(key, { status: 'uploading', percent: 0, error: undefined });
    try {
      const small = await resizePhoto(file).catch(() => file);
      const uploaded = await uploadPhoto(small, file.name, (percent) => patch(key, { percent }));
      patch(key, { status: 'done', url: uploaded.url, percent: 100 });
    } catch (error) {
      patch(key, { status: 'error', error });
    }
  };

  const add = (files: File[]) => {
    const refusals: PhotoRefused[] = [];
    const accepted: PhotoItem[] = [];
    for (const file of files) {
      const why = refusalOf(file, latest.current.length + accepted.length, MESSAGE_MAX_PHOTOS);
      if (why) refusals.push({ name: file.name, why });
      else accepted.push({ key: `photo-${nextKey++}`, file, preview: URL.createObjectURL(file), status: 'uploading', percent: 0 });
    }
    setRefused(refusals);
    update((list) => [...list, ...accepted]);
    for (const item of accepted) void send(item.key, item.file as File);
  };

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
    [],
  );

  return {
    items,
    refused,
    add,
    remove,
    retry: (item: PhotoItem) => item.file && void send(item.key, item.file),
    clear,
    urls: urlsOf(items),
    /** A photo is on its way, or failed and is neither retried nor removed: the message waits. */
    pending: items.some((item) => item.status !== 'done'),
    full: items.length >= MESSAGE_MAX_PHOTOS,
  };
}

export type MessagePhotos = ReturnType<typeof useMessagePhotos>;
