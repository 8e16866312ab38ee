import * as styles from './gallery.module.css';

/** "2 / 5", isolated left to right: inside Arabic text bidi would otherwise print "5 / 2". */
export function PhotoCounter({ index, total, className = styles.counter }: { index: number; total: number; className?: string }) {
  return (
    <bdi dir="ltr" className={className} data-testid="photo-counter">
      {`${index + 1} / ${total}`}
    </bdi>
  );
}
