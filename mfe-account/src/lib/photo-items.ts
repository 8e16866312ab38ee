import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from 'shared-contracts';

/** A photo being added (to a listing in the editor, to a message): uploaded (it has its url), on its way, or failed (it can be retried). */
export interface PhotoItem {
  key: string;
  url?: string;
  /** The browser's preview until the upload's own url is known. */
  preview?: string;
  file?: File;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  /** Why it failed, translated by the caller. */
  error?: unknown;
}

export const fromUrls = (urls: readonly string[]): PhotoItem[] => urls.map((url) => ({ key: url, url, status: 'done', percent: 100 }));

/** The urls of the uploaded photos, in their order: what a listing's or a message's `images` holds (a listing's cover first). */
export const urlsOf = (items: readonly PhotoItem[]): string[] => items.flatMap((item) => (item.status === 'done' && item.url ? [item.url] : []));

export type PhotoRefusal = 'type' | 'size' | 'count';

/**
 * Why a chosen file cannot be added, before it is sent: the file type (JPEG, PNG, WebP; the
 * server checks the content again), its size, and the limit of photos (`max`, with `count` there already).
 */
export function refusalOf(file: File, count: number, max: number): PhotoRefusal | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  if (count >= max) return 'count';
  return null;
}

/** Moves the item at `from` to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
