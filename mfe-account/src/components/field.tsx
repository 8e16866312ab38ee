import type { ReactNode } from 'react';
import * as fields from './fields.module.css';

/** What a field gives its control: the label's id, and where its hint and error are read. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** At the end of the line under the control (a text's "12 / 150"). */
  count?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint and its error, both read out with it. */
export function Field({ id, label, hint, error, count, children }: FieldProps) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.label}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined })}
      {error || hint || count ? (
        <div className={fields.below}>
          <div>
            {error ? (
              <p id={`${id}-error`} className={fields.error}>
                {error}
              </p>
            ) : null}
            {hint ? (
              <p id={`${id}-hint`} className={fields.hint}>
                {hint}
              </p>
            ) : null}
          </div>
          {count ? (
            <p className={fields.count} aria-hidden>
              {count}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
