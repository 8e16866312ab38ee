/** A column's name as the API, and the audit log after it, spell the field: is_featured → isFeatured. */
export const fieldName = (column: string): string => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
