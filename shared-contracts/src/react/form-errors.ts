import { useTranslation } from 'react-i18next';
import { ApiError } from '../http/api-error.js';
import { apiErrorText, fieldErrorText } from './api-error-text.js';
import { toast } from './toasts.js';

/**
 * What of an antd form this needs, structurally, so that this package does not depend on antd.
 * antd types a field's name by the form's own keys, which the API's field names cannot know.
 */
export interface FieldsSetter {
  setFields(fields: never): unknown;
}

/** A refused save: each field's error under that field, anything else in a toast. */
export function useFormErrors() {
  const { t } = useTranslation();
  return (form: FieldsSetter, error: unknown) => {
    const fields = error instanceof ApiError ? error.fields : [];
    if (fields.length > 0) form.setFields(fields.map((field) => ({ name: field.field, errors: [fieldErrorText(t, field)] })) as never);
    else toast({ title: apiErrorText(t, error), variant: 'destructive' });
  };
}
