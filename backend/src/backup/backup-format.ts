/**
 * A backup is one gzipped tar file (README, "Backups"), its entries in this order:
 * - backup.json: what the rest holds (BackupManifest), first, so that a restore can build the
 *   schema before any row arrives;
 * - tables/<table>.copy: each table's rows in PostgreSQL's COPY text format, parents before the
 *   tables whose foreign keys point at them;
 * - photos/<file name>: the photos' files the uploads table names;
 * - end.json (BackupEnd): the counts and hashes to check it all by, last, so that a file cut short
 *   (a full disk, a killed backup) is refused rather than half restored.
 */
export const BACKUP_FORMAT = 1;
export const BACKUP_SITE = 'djelfa-estates';
export const MANIFEST_ENTRY = 'backup.json';
export const END_ENTRY = 'end.json';
export const tableEntry = (table: string): string => `tables/${table}.copy`;
export const photoEntry = (name: string): string => `photos/${name}`;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  site: typeof BACKUP_SITE;
  createdAt: string;
  /** The migrations the database had run, oldest first: the schema its rows fit. */
  migrations: string[];
  /** Every table but TypeORM's migrations table, in the order they are loaded. */
  tables: { name: string; columns: string[] }[];
  /** Each sequence's position, so that new rows get new ids after a restore. */
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

export interface BackupEnd {
  rows: Record<string, number>;
  photos: { name: string; sha256: string }[];
  /** Files the uploads table names that the storage no longer had (removed after the snapshot). */
  missingPhotos: string[];
}

/**
 * The session settings both ends of a backup run with: COPY writes and reads dates, intervals
 * and floats by them, so the same text means the same value on any server.
 */
export const COPY_SETTINGS = "SET TimeZone = 'UTC'; SET DateStyle = 'ISO, YMD'; SET IntervalStyle = 'postgres'; SET extra_float_digits = 3";

export const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;
