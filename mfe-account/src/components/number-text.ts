const ARABIC_INDIC = /[٠-٩]/g;
const EXTENDED_ARABIC_INDIC = /[۰-۹]/g;

/**
 * What a number field keeps of what is typed: digits (an Arabic phone keyboard types ٠-٩), and,
 * unless `whole`, one decimal point (`٫` or `,` typed for it). Anything else never reaches the form.
 */
export function numberText(typed: string, whole: boolean): string {
  const western = typed
    .replace(ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[٫,]/g, '.');
  if (whole) return western.replace(/\D/g, '');
  const [units = '', ...rest] = western.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? units : `${units}.${rest.join('')}`;
}

/** The form's value for a field's text: empty is no value. */
export const numberOf = (text: string): number | null => (text === '' || text === '.' ? null : Number(text));
