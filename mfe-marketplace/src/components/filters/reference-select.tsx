import type { ReferenceItem } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';

/** A native select over a reference list, in the visitor's language, with an "all" choice. */
export function ReferenceSelect<V extends string>({
  id,
  label,
  allLabel,
  items,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  allLabel: string;
  items: readonly ReferenceItem<V>[];
  value: V | 'all';
  onChange: (value: V | 'all') => void;
  className?: string;
}) {
  const { language } = useLanguage();
  return (
    <select id={id} aria-label={label} className={className} value={value} onChange={(event) => onChange(event.target.value as V | 'all')}>
      <option value="all">{allLabel}</option>
      {items.map((item) => (
        <option key={item.value} value={item.value}>
          {item[language]}
        </option>
      ))}
    </select>
  );
}
