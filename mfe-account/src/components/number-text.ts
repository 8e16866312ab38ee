import { westernDigits } from 'shared-contracts';

/** A comma that can only be a decimal point: the one separator, one or two digits after it ("2,5"). */
const DECIMAL_COMMA = /^\d*,\d{1,2}$/;

/**
 * What a number field shows of what is typed: digits (an Arabic phone keyboard types ٠-٩, shown
 * as 0-9) and separators, as typed; anything else never reaches it.
 */
export const numberText = (typed: string): string => westernDigits(typed).replace(/[^\d.,٫٬]/g, '');

/**
 * The figure a field's text stands for, or no value when it is empty. Thousands separators
 * (`6,500,000`, `٬`) are dropped; the decimal point is `.`, `٫`, or a lone comma before one or two
 * digits; a `whole` number (a count of rooms) keeps no fraction.
 */
export function numberOf(text: string, whole = false): number | null {
  const marked = text.replace(/٬/g, ',').replace(/٫/g, '.');
  const [units = '', ...fraction] = (DECIMAL_COMMA.test(marked) ? marked.replace(',', '.') : marked.replace(/,/g, '')).split('.');
  const figure = whole || fraction.length === 0 ? units : `${units}.${fraction.join('')}`;
  return figure === '' || figure === '.' ? null : Number(figure);
}
