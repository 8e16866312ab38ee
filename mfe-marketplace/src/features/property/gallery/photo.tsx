import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from 'shared-contracts/react';

/** A listing photo that shows the placeholder rather than a broken image when it fails. The alt is required: empty where the button around it says what it is. */
export function Photo({ src, alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return <img {...props} src={failedSrc === src ? PLACEHOLDER_IMAGE : src} alt={alt} draggable={false} onError={() => setFailedSrc(src)} />;
}
