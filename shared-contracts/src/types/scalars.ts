/** Database ids are integers (serial columns). */
export type Id = number;

/** Dates travel as ISO 8601 strings; JSON has no date type. */
export type IsoDateString = string;

/**
 * A decimal column (price, area, rating) as the API returns it: a numeric string such as
 * "2500000.00". PostgreSQL decimals can exceed a float's precision, so the driver hands them
 * over as strings and the API passes them on unchanged.
 */
export type DecimalString = string;
