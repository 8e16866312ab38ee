import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE_SIZE } from 'shared-contracts';

/** A query-string number: "abc" and repeated parameters become NaN, which the checks refuse. */
export const QueryNumber = () => Type(() => Number);

/** ?page (1-based) and ?pageSize (at most MAX_PAGE_SIZE); each list has its own default size. */
export class PageDto {
  @IsOptional() @QueryNumber() @IsInt() @Min(1) page?: number;
  @IsOptional() @QueryNumber() @IsInt() @Min(1) @Max(MAX_PAGE_SIZE) pageSize?: number;
}

/** LIMIT and OFFSET of the page asked for. */
export function pageWindow({ page = 1, pageSize }: PageDto, defaultSize: number): { limit: number; offset: number } {
  const limit = pageSize ?? defaultSize;
  return { limit, offset: (page - 1) * limit };
}
