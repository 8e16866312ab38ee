import * as controls from './controls.module.css';

/** A rating out of five as stars, to the half (the text beside it says it in words). */
export function Stars({ value }: { value: number }) {
  const filled = `${(Math.round(value * 2) / 2 / 5) * 100}%`;
  return (
    <span className={controls.stars} aria-hidden="true">
      ★★★★★
      <span className={controls.starsFilled} style={{ inlineSize: filled }}>
        ★★★★★
      </span>
    </span>
  );
}
