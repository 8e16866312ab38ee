import type { Response } from 'express';
import { stringify } from 'csv-stringify';
import type { Language } from 'shared-contracts';
import { currentRequest } from './request-context.js';

export interface CsvColumn<T> {
  header: Record<Language, string>;
  value: (row: T) => string | number | boolean | null | undefined;
}

const BATCH = 500;

/**
 * A table as a CSV download, streamed a batch at a time (an export of 100,000 rows never sits
 * in memory): UTF-8 with a BOM so that Excel shows Arabic, headers in the page's language,
 * and cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) made inert.
 */
export async function sendCsv<T>(res: Response, name: string, columns: CsvColumn<T>[], batch: (limit: number, offset: number) => Promise<T[]>): Promise<void> {
  const req = currentRequest();
  // The page's language (?lang), else the account's.
  const language: Language = ((req?.query.lang as string | undefined) ?? req?.currentUser?.language) === 'en' ? 'en' : 'ar';
  const day = new Date().toISOString().slice(0, 10);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${name}-${day}.csv"`);
  const csv = stringify({ bom: true, header: true, escape_formulas: true, columns: columns.map((column, index) => ({ key: String(index), header: column.header[language] })) });
  csv.pipe(res);
  try {
    for (let offset = 0; ; offset += BATCH) {
      const rows = await batch(BATCH, offset);
      for (const row of rows) {
        const record = Object.fromEntries(columns.map((column, index) => [String(index), column.value(row) ?? '']));
        if (!csv.write(record)) await new Promise((resolve) => csv.once('drain', resolve));
      }
      if (rows.length < BATCH) break;
    }
    csv.end();
  } catch (error) {
    // Headers are sent: the download breaks off rather than ending as if complete.
    csv.destroy();
    res.destroy(error instanceof Error ? error : undefined);
  }
}
