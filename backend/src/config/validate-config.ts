import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync } from 'class-validator';

/** The message of a variable that must be a whole number of at least 1 (IsInt and Min(1) alike). */
export const atLeastOne = (name: string) => ({ message: `${name} must be a whole number of at least 1` });

/** The environment the app reads, `process.env` in production; tests pass their own. */
export type Env = Record<string, string | undefined>;

// A start that fails is logged: the values of secrets stay out of the message.
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|PRIVATE/;

/**
 * Validates the variables a schema class declares (brocoders/nestjs-boilerplate style) and
 * throws one error that names every bad variable with the value it received.
 * Blank values count as unset, so `DATABASE_URL= npm start` means "no DATABASE_URL".
 */
export function validateConfig<T extends object>(env: Env, schema: ClassConstructor<T>): T {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const config = plainToInstance(schema, given, { enableImplicitConversion: true });
  // One message per variable is enough to fix it.
  const errors = validateSync(config, { stopAtFirstError: true });
  if (errors.length > 0) {
    const details = errors.map(
      ({ property, constraints }) => `${property}=${SECRET_NAME.test(property) ? '(hidden)' : JSON.stringify(given[property])}: ${Object.values(constraints ?? {}).join('; ')}`,
    );
    throw new Error(`Invalid environment variables:\n  ${details.join('\n  ')}`);
  }
  return config;
}
