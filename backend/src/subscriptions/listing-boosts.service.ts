import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { LISTING_BOOST, type ListingBoost } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { db, rowOf, rowsOf } from '../common/sql/kysely.js';
import { PropertySearchService } from '../properties/property-search.service.js';
import { PropertyWritesService } from '../properties/property-writes.service.js';
import { RewardsService } from '../rewards/rewards.service.js';
import { lockAccount } from '../users/lock-account.js';
import type { UserRow } from '../users/user-row.js';

/** Reward points spent on featuring one's own published listing for a week; boosts in a row add up. */
@Injectable()
export class ListingBoostsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: PropertyWritesService,
    private readonly rewards: RewardsService,
    private readonly search: PropertySearchService,
  ) {}

  async boost(owner: UserRow, id: number): Promise<ListingBoost> {
    const listing = await this.writes.editable(owner, id);
    if (listing.userId !== owner.id) throw new ForbiddenException({ code: 'FORBIDDEN', message: "Points feature their owner's own listings only." });
    const boost = await this.dataSource.transaction(async (manager) => {
      await lockAccount(manager, owner.id);
      const current = await rowOf(
        manager,
        db.selectFrom('properties').select(['status', 'is_featured as isFeatured', 'featured_until as featuredUntil']).where('id', '=', id).forUpdate(),
      );
      if (current.status !== 'active')
        throw new ConflictException({ code: 'INVALID_TRANSITION', message: 'Only a published listing is featured.', from: current.status, to: 'featured' });
      if (current.isFeatured && current.featuredUntil === null)
        throw new ConflictException({ code: 'ALREADY_FEATURED', message: 'This listing is already featured, with no end.' });
      // A boost in a row starts where the running one ends.
      const endsAtSql = sql<Date>`greatest(coalesce(${current.featuredUntil}::timestamptz, now()), now()) + make_interval(days => ${LISTING_BOOST.days})`;
      const { boostId, endsAt } = await rowOf(
        manager,
        db
          .insertInto('listing_boosts')
          .values({ property_id: id, user_id: owner.id, points: LISTING_BOOST.points, ends_at: endsAtSql })
          .returning(['id as boostId', 'ends_at as endsAt']),
      );
      if (!(await this.rewards.spend(manager, owner.id, LISTING_BOOST.points, 'listing_boost', { type: 'listing_boost', id: boostId }))) {
        throw new ConflictException({
          code: 'NOT_ENOUGH_POINTS',
          message: `Featuring a listing for ${LISTING_BOOST.days} days takes ${LISTING_BOOST.points} points.`,
          needed: LISTING_BOOST.points,
        });
      }
      await rowsOf(manager, db.updateTable('properties').set({ is_featured: true, featured_until: endsAt }).where('id', '=', id));
      const { points } = await rowOf(manager, db.selectFrom('users').select('reward_points as points').where('id', '=', owner.id));
      return { featuredUntil: endsAt.toISOString(), rewardPoints: points };
    });
    this.search.forget();
    return boost;
  }

  /** Boosts past their end: the listing is no longer featured. */
  async endDue(): Promise<void> {
    const ended = await rowsOf(
      this.dataSource,
      db
        .updateTable('properties')
        .set({ is_featured: false, featured_until: null })
        .where('featured_until', '<=', sql<Date>`now()`)
        .returning('id'),
    );
    if (ended.length > 0) this.search.forget();
  }
}
