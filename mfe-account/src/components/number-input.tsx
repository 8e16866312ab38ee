import { useState } from 'react';
import type { ControlProps } from './field';
import { numberOf, numberText } from './number-text';
import * as fields from './fields.module.css';

interface NumberInputProps {
  control: ControlProps;
  value: number | null;
  onChange: (value: number | null) => void;
  /** No decimal point (a count of rooms). */
  whole?: boolean;
  /** After the figure, outside the box: m². */
  suffix?: string;
}

/**
 * A figure typed as text (a number input would drop Arabic digits and spin on a scroll), shown
 * as typed while the form holds the number it stands for.
 */
export function NumberInput({ control, value, onChange, whole = false, suffix }: NumberInputProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  // A figure set from outside (a correction, a draft loaded) replaces what is shown.
  if (numberOf(text, whole) !== value) setText(value === null ? '' : String(value));
  const input = (
    <input
      {...control}
      className={fields.control}
      inputMode={whole ? 'numeric' : 'decimal'}
      maxLength={16}
      value={text}
      onChange={(event) => {
        const next = numberText(event.target.value);
        setText(next);
        onChange(numberOf(next, whole));
      }}
    />
  );
  return suffix ? (
    <div className={fields.withSuffix}>
      {input}
      <span className={fields.suffix}>{suffix}</span>
    </div>
  ) : (
    input
  );
}
