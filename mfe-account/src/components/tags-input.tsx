import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControlProps } from './field';
import * as fields from './fields.module.css';

interface TagsInputProps {
  control: ControlProps;
  value: string[];
  onChange: (tags: string[]) => void;
  /** What ends a tag besides Enter: a comma, and in Arabic the Arabic comma too. */
  separators: readonly string[];
  dir?: 'ltr';
  lang?: string;
}

/**
 * Short texts typed one after the other (a listing's features): each becomes a tag on Enter, a
 * separator or leaving the field; Backspace in the empty field takes the last one back.
 */
export function TagsInput({ control, value, onChange, separators, dir, lang }: TagsInputProps) {
  const { t } = useTranslation('account');
  const [typing, setTyping] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const splitter = new RegExp(`[${separators.join('')}]`);
  const add = (texts: string[]) => {
    const fresh = texts.map((text) => text.trim()).filter((text, index, all) => text !== '' && !value.includes(text) && all.indexOf(text) === index);
    if (fresh.length > 0) onChange([...value, ...fresh]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault(); // a tag, not the form sent
      add([typing]);
      setTyping('');
    } else if (event.key === 'Backspace' && typing === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div className={fields.tags} data-invalid={control['aria-invalid']} dir={dir}>
      <ul>
        {value.map((tag, index) => (
          // A listing saved before tags were told apart may hold one twice: the place names it.
          <li key={`${index}-${tag}`} className={fields.chip} lang={lang}>
            <bdi>{tag}</bdi>
            <button
              type="button"
              aria-label={t('editor.removeTag', { tag })}
              onClick={() => {
                onChange(value.filter((_, other) => other !== index));
                input.current?.focus(); // the button is gone: the focus stays in the field
              }}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        {...control}
        ref={input}
        lang={lang}
        value={typing}
        enterKeyHint="enter"
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const parts = event.target.value.split(splitter);
          const last = parts.pop() ?? '';
          add(parts);
          setTyping(last);
        }}
        onBlur={() => {
          add([typing]);
          setTyping('');
        }}
      />
    </div>
  );
}
