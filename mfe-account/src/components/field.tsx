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

/**
 * The props of control `id` whose error and hint are said by FieldError and FieldHint: read out
 * with it, the control marked invalid while there is an error.
 */
export function controlProps(id: string, { error, hint }: { error?: string; hint?: string }): ControlProps {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return { id, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined };
}

/** What is wrong with control `id`, under it. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className={fields.error}>
      {error}
    </p>
  ) : null;
}

/** What control `id` is for, under it. */
export function FieldHint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className={fields.hint}>
      {hint}
    </p>
  ) : null;
}

/** A labelled control with its hint and its error, both read out with it. */
export function Field({ id, label, hint, error, count, children }: FieldProps) {
  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.label}>
        {label}
      </label>
      {children(controlProps(id, { error, hint }))}
      {error || hint || count ? (
        <div className={fields.below}>
          <div>
            <FieldError id={id} error={error} />
            <FieldHint id={id} hint={hint} />
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
