import { IsIn } from 'class-validator';
import type { ListingStateChange } from 'shared-contracts';

const TARGETS = ['active', 'paused', 'sold', 'rented'] as const satisfies readonly ListingStateChange['to'][];

/** POST /api/properties/:id/state. */
export class ListingStateChangeDto implements ListingStateChange {
  @IsIn(TARGETS) to: ListingStateChange['to'];
}
