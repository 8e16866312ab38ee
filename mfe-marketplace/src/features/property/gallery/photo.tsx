import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from 'shared-contracts/react';

/** A listing photo that shows the placeholder rather than a broken image when it fails (SPEC §8). */
export function Photo({ src, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return <img {...props} src={failedSrc === src ? PLACEHOLDER_IMAGE : src} draggable={false} onError={() => setFailedSrc(src)} />;
}
