import { useId, useRef, useState } from 'react';
import type { EditorValues } from './editor-values';

export type FieldErrors = Partial<Record<keyof EditorValues, string>>;

/**
 * The editor's values and the server's errors at their fields. `set` changes one field, takes
 * its error away (it may be right now) and hands the whole form to `onChange` (the autosave);
 * `current` is the form as the last change left it, before React renders it.
 */
export function useEditorForm(initial: EditorValues, onChange: (values: EditorValues) => void) {
  const prefix = useId();
  const [values, setValues] = useState(initial);
  const latest = useRef(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const idOf = (name: keyof EditorValues) => `${prefix}-${name}`;

  const set = <K extends keyof EditorValues>(name: K, value: EditorValues[K]) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    setErrors((before) => (before[name] === undefined ? before : { ...before, [name]: undefined }));
    onChange(latest.current);
  };

  /** Errors from the server, each at its field; the first one is brought into view and focused. */
  const showErrors = (next: FieldErrors, first: keyof EditorValues) => {
    setErrors(next);
    const element = document.getElementById(idOf(first));
    element?.scrollIntoView({ block: 'center' });
    element?.focus({ preventScroll: true });
  };

  return {
    values,
    errors,
    set,
    setError: (name: keyof EditorValues, error: string | undefined) => setErrors((before) => ({ ...before, [name]: error })),
    showErrors,
    idOf,
    current: () => latest.current,
  };
}

export type EditorForm = ReturnType<typeof useEditorForm>;
