import { ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';

/**
 * A positive amount a numeric(p, s) column holds exactly: finite, at most `max`, with at most
 * `scale` decimals. Decided on the number itself, not its text: class-validator's
 * maxDecimalPlaces reads "1e-7" as having none.
 */
export function IsDecimalAmount(max: number, scale = 2, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDecimalAmount',
      constraints: [max, scale],
      validator: {
        validate: (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= max && Number(value.toFixed(scale)) === value,
        defaultMessage: buildMessage((prefix) => `${prefix}$property must be a positive amount of at most $constraint1 with at most $constraint2 decimals`, options),
      },
    },
    options,
  );
}
