import * as styles from '../../components/community.module.css';
import * as own from './post-card.module.css';

/** Stands where a PostCard will be, its size and shape, while the articles load (no layout shift when they arrive). */
export function PostCardPlaceholders({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <div key={index} className={`${styles.card} ${own.placeholder}`} aria-hidden="true" data-testid="post-card-placeholder">
      <div className={own.media} />
      <div className={styles.cardBody}>
        <span className={`${own.placeholderLine} ${own.placeholderTag}`} />
        <span className={`${own.placeholderLine} ${own.title}`} />
        <span className={`${own.placeholderLine} ${own.placeholderExcerpt}`} />
        <span className={`${own.placeholderLine} ${own.placeholderMeta}`} />
      </div>
    </div>
  ));
}
