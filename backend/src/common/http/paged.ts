import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { TOTAL_COUNT_HEADER } from 'shared-contracts';

/** A page of a list, as a handler returns it: the body is its items, the total goes in X-Total-Count. */
export class Paged<T> {
  constructor(
    readonly items: T,
    readonly total: number,
  ) {}
}

export const paged = <T>({ items, total }: { items: T; total: number }): Paged<T> => new Paged(items, total);

/** The one place the total of a paginated list is written: every handler returns `paged(...)`. */
@Injectable()
export class TotalCountInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((value: unknown) => {
        if (!(value instanceof Paged)) return value;
        context.switchToHttp().getResponse<Response>().setHeader(TOTAL_COUNT_HEADER, String(value.total));
        return (value as Paged<unknown>).items;
      }),
    );
  }
}
