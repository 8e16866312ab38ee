import { useLanguage } from 'shared-contracts/react';
import { Field } from '../../components/field';
import * as fields from '../../components/fields.module.css';

interface TextFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  maxLength: number;
  /** Shows "typed / allowed" under it. */
  counted?: boolean;
  /** A text area of so many lines. */
  rows?: number;
  dir?: 'ltr';
  lang?: string;
  inputMode?: 'url';
  placeholder?: string;
}

/** One of the editor's texts, a line or a text area. */
export function TextField({ id, label, hint, error, value, onChange, onBlur, maxLength, counted, rows, dir, lang, inputMode, placeholder }: TextFieldProps) {
  const count = counted ? `${value.length} / ${maxLength}` : undefined;
  const shared = { className: fields.control, maxLength, dir, lang, placeholder, value, onBlur, onChange: (event: { target: { value: string } }) => onChange(event.target.value) };
  return (
    <Field id={id} label={label} hint={hint} error={error} count={count}>
      {(control) => (rows ? <textarea {...control} {...shared} rows={rows} /> : <input {...control} {...shared} inputMode={inputMode} />)}
    </Field>
  );
}

interface ListSelectProps<V extends string> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  list: readonly { value: V; ar: string; en: string }[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  /** What shows while nothing is chosen. */
  empty?: string;
  /** Nothing may be chosen again (an optional field): the empty line stays a choice. */
  emptyChosen?: boolean;
}

/** A choice from one of the site's lists, in the browser's own list: a phone opens its picker. */
export function ListSelect<V extends string>({ id, label, hint, error, list, value, onChange, empty, emptyChosen = false }: ListSelectProps<V>) {
  const { language } = useLanguage();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} className={fields.control} value={value ?? ''} onChange={(event) => onChange(list.find((item) => item.value === event.target.value)?.value)}>
          {empty !== undefined ? (
            <option value="" disabled={!emptyChosen}>
              {empty}
            </option>
          ) : null}
          {list.map((item) => (
            <option key={item.value} value={item.value}>
              {item[language]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
