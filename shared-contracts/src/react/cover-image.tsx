import { useState } from 'react';
import { thumbnailOf } from '../types/upload.js';

/** Shown when a listing has no photo, or its photo fails to load. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320"><rect width="480" height="320" fill="#e6eeeb"/><path d="M150 190l90-70 90 70M170 175v70h140v-70M225 245v-45h30v45" fill="none" stroke="#9db5ae" stroke-width="10" stroke-linejoin="round"/></svg>',
  );

/**
 * A listing's cover: its thumbnail or the placeholder. Lazily loaded, but for the first cards of
 * a page (`eager`): they are on the first screen, and the first is the page's largest paint.
 */
export function CoverImage({ images, alt, className, eager = false }: { images: string[]; alt: string; className?: string; eager?: boolean }) {
  const first = images[0];
  const [failed, setFailed] = useState(false);
  const src = !first || failed ? PLACEHOLDER_IMAGE : thumbnailOf(first);
  return (
    <img className={className} src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding="async" onError={() => setFailed(true)} />
  );
}
