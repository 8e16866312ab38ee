import { ValidateIf } from 'class-validator';

/**
 * A change's field: left out, it keeps its value; sent, it is checked, null included (refused
 * unless the field's own rules allow it). class-validator's IsOptional would let null through,
 * and a column that holds no null then refused it in the database.
 */
export const WhenSent = (): PropertyDecorator => ValidateIf((_object, value) => value !== undefined);
