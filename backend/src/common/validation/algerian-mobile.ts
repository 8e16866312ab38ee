import { Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { isAlgerianMobile } from 'shared-contracts';

@ValidatorConstraint({ name: 'algerianMobile' })
class AlgerianMobile implements ValidatorConstraintInterface {
  validate = (value: unknown): boolean => typeof value === 'string' && isAlgerianMobile(value);
  defaultMessage = (): string => 'phone must be an Algerian mobile number (05, 06 or 07 and eight digits)';
}

/** An Algerian mobile number (05, 06 or 07 and eight digits, or +213 and nine). */
export const IsAlgerianMobile = (): PropertyDecorator => Validate(AlgerianMobile);
