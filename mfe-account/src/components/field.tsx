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

type Note = 'error' | 'hint';
/** The element that says a control's error or hint: what the control's aria-describedby names. */
const noteId = (id: string, note: Note): string => `${id}-${note}`;

/**
 * The props of control `id` whose error and hint are said by FieldError and FieldHint: read out
 * with it, the control marked invalid while there is an error.
 */
export function controlProps(id: string, { error, hint }: { error?: string; hint?: string }): ControlProps {
  const describedBy = [error && noteId(id, 'error'), hint && noteId(id, 'hint')].filter(Boolean).join(' ');
  return { id, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined };
}

function FieldNote({ id, note, text }: { id: string; note: Note; text?: string }) {
  return text ? (
    <p id={noteId(id, note)} className={fields[note]}>
      {text}
    </p>
  ) : null;
}

/** What is wrong with control `id`, under it. */
export const FieldError = ({ id, error }: { id: string; error?: string }) => <FieldNote id={id} note="error" text={error} />;

/** What control `id` is for, under it. */
export const FieldHint = ({ id, hint }: { id: string; hint?: string }) => <FieldNote id={id} note="hint" text={hint} />;

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
