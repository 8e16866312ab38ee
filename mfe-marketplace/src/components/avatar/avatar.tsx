import { useState, type CSSProperties } from 'react';
import { thumbnailOf } from 'shared-contracts';
import { initialOf } from './initial';
import * as styles from './avatar.module.css';

/**
 * A person's picture: their photo (its thumbnail), else the initial of their name on the brand
 * colour — also when the photo fails to load. Decorative: the name is written beside it.
 */
export function Avatar({ name, photo = null, size = 56 }: { name: string; photo?: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={styles.avatar} style={{ '--avatar-size': `${size}px` } as CSSProperties} aria-hidden="true" data-avatar="">
      {photo && !failed ? (
        <img className={styles.photo} src={thumbnailOf(photo)} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        initialOf(name)
      )}
    </span>
  );
}
