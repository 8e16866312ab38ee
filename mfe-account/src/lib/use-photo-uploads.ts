import { useCallback, useRef, useState } from 'react';
import { uploadPhoto } from 'shared-contracts/react';
import { refusalOf, urlsOf, type PhotoItem, type PhotoRefusal } from './photo-items';
import { resizePhoto } from './resize-photo';

export interface PhotoRefused {
  name: string;
  why: PhotoRefusal;
}

let nextKey = 0;

/**
 * Photos picked for upload, as the listing editor and a message take them: each checked, scaled
 * down in the browser and sent at once with its progress, a failed one retried. `onUrls` hears
 * the uploaded urls, in order, whenever they change.
 */
export function usePhotoUploads(max: number, initial: () => PhotoItem[], onUrls?: (urls: string[]) => void) {
  const [items, setItems] = useState<PhotoItem[]>(initial);
  const [refused, setRefused] = useState<PhotoRefused[]>([]);
  // The photos as the last change left them, before React renders them: uploads finishing together build on each other.
  const latest = useRef(items);

  /** Sets the photos without telling `onUrls` (a draft loaded from the server). */
  const replace = useCallback((next: PhotoItem[]) => {
    latest.current = next;
    setItems(next);
  }, []);
  const update = (change: (list: PhotoItem[]) => PhotoItem[]) => {
    const before = urlsOf(latest.current);
    replace(change(latest.current));
    const after = urlsOf(latest.current);
    if (onUrls && after.join() !== before.join()) onUrls(after);
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

  /** Past the limit, or not a photo the site takes: each refused with its reason. */
  const add = (files: File[]) => {
    const refusals: PhotoRefused[] = [];
    const accepted: PhotoItem[] = [];
    for (const file of files) {
      const why = refusalOf(file, latest.current.length + accepted.length, max);
      if (why) refusals.push({ name: file.name, why });
      else accepted.push({ key: `new-${nextKey++}`, file, preview: URL.createObjectURL(file), status: 'uploading', percent: 0 });
    }
    setRefused(refusals);
    update((list) => [...list, ...accepted]);
    for (const item of accepted) void send(item.key, item.file as File);
  };

  return {
    items,
    latest,
    refused,
    setRefused,
    replace,
    update,
    add,
    retry: (item: PhotoItem) => item.file && void send(item.key, item.file),
  };
}
