import { IsOptional } from 'class-validator';
import { MAX_PAGE, MAX_PAGE_SIZE } from 'shared-contracts';
import { QueryWholeNumber } from '../validation/query-values.js';

/** ?page (1-based, at most MAX_PAGE) and ?pageSize (at most MAX_PAGE_SIZE); each list has its own default size. */
export class PageDto {
  @IsOptional() @QueryWholeNumber(1, MAX_PAGE) page?: number;
  @IsOptional() @QueryWholeNumber(1, MAX_PAGE_SIZE) pageSize?: number;
}

/** LIMIT and OFFSET of the page asked for. */
export function pageWindow({ page = 1, pageSize }: PageDto, defaultSize: number): { limit: number; offset: number } {
  const limit = pageSize ?? defaultSize;
  return { limit, offset: (page - 1) * limit };
}
