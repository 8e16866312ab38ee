/**
 * A JSON text as the API sends it, typed by what it holds. Rows are serialised by PostgreSQL: a
 * page then crosses Node as one string per row instead of thirty columns parsed, turned into an
 * entity, mapped and stringified again (three times the throughput for listings).
 */
export type JsonText<T> = string & { readonly __json?: T };

/** The format of Date.prototype.toISOString, milliseconds truncated as the driver's dates are. */
export const iso = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Rows whose `body` is each one's JSON text, as one JSON array text. */
export const jsonArray = <T>(rows: { body: string }[]): JsonText<T[]> => `[${rows.map((row) => row.body).join(',')}]`;
