import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from 'shared-contracts';
import { apiErrorText, fieldErrorText, toast } from 'shared-contracts/react';

/** A refused save: each field's error under that field, anything else in a toast. */
export function useFormErrors() {
  const { t } = useTranslation('account');
  return (form: FormInstance, error: unknown) => {
    const fields = error instanceof ApiError ? error.fields : [];
    if (fields.length > 0) form.setFields(fields.map((field) => ({ name: field.field, errors: [fieldErrorText(t, field)] })));
    else toast({ title: apiErrorText(t, error), variant: 'destructive' });
  };
}
