import { MaxLength, MinLength, type ValidationOptions } from 'class-validator';

// class-validator does not report a broken rule's argument; the context carries it to the answer.

/** MinLength whose error says `{ code: 'tooShort', limit }`. */
export const MinLengthOf = (limit: number, options?: ValidationOptions): PropertyDecorator => MinLength(limit, { ...options, context: { limit } });

/** MaxLength whose error says `{ code: 'tooLong', limit }`. */
export const MaxLengthOf = (limit: number, options?: ValidationOptions): PropertyDecorator => MaxLength(limit, { ...options, context: { limit } });
