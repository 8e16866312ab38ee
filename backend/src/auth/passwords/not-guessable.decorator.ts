import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { TOO_COMMON_CONSTRAINT } from '../../common/validation/field-errors.js';
import { isGuessablePassword } from './password-policy.js';

/**
 * A new password that is neither a common password nor the username or email's local part of
 * the same object (registration). Reported as `tooCommon`.
 */
export function IsNotGuessablePassword(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: TOO_COMMON_CONSTRAINT,
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: '$property is too easy to guess', ...options },
      validator: {
        validate: (value: unknown, { object }: ValidationArguments) => typeof value !== 'string' || !isGuessablePassword(value, object),
      },
    });
}
