import type { ValidationError } from 'class-validator';
import type { FieldError, FieldErrorCode } from 'shared-contracts';

/** The constraint name of checks that reject a guessable password (auth/passwords). */
export const TOO_COMMON_CONSTRAINT = 'notCommonPassword';

const CODE_OF_CONSTRAINT: Record<string, FieldErrorCode> = {
  isDefined: 'required',
  isNotEmpty: 'required',
  whitelistValidation: 'unknown',
  isEmail: 'email',
  minLength: 'tooShort',
  maxLength: 'tooLong',
  [TOO_COMMON_CONSTRAINT]: 'tooCommon',
};

// A field breaking several rules reports the one a person fixes first: a missing value before its shape.
const PRIORITY: FieldErrorCode[] = ['required', 'unknown', 'email', 'tooShort', 'tooLong', 'tooCommon', 'invalid'];

function fieldError(field: string, error: ValidationError): FieldError {
  const failed = Object.keys(error.constraints ?? {});
  const [constraint] = failed.sort((a, b) => PRIORITY.indexOf(CODE_OF_CONSTRAINT[a] ?? 'invalid') - PRIORITY.indexOf(CODE_OF_CONSTRAINT[b] ?? 'invalid'));
  const code = CODE_OF_CONSTRAINT[constraint] ?? 'invalid';
  // The limit of a length rule travels in the decorator's context (see length.ts).
  const limit = (error.contexts?.[constraint] as { limit?: number } | undefined)?.limit;
  return limit === undefined ? { field, code } : { field, code, limit };
}

/** class-validator's errors as one FieldError per field, nested properties as dotted paths. */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [fieldError(field, error)] : [];
    return [...own, ...toFieldErrors(error.children ?? [], field)];
  });
}

/** The English sentence beside the codes: every failed rule, as class-validator words it. */
export function validationMessage(errors: ValidationError[]): string {
  const messages = (list: ValidationError[]): string[] => list.flatMap((error) => [...Object.values(error.constraints ?? {}), ...messages(error.children ?? [])]);
  return messages(errors).join('; ');
}
