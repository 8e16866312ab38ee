import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { LISTING_BOOST, type ListingBoost } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { PropertySearchService } from '../properties/property-search.service.js';
import { PropertyWritesService } from '../properties/property-writes.service.js';
import { RewardsService } from '../rewards/rewards.service.js';
import { lockAccount } from '../users/lock-account.js';
import type { UserEntity } from '../users/user.entity.js';

/** Reward points spent on featuring one's own published listing for a week; boosts in a row add up. */
@Injectable()
export class ListingBoostsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: PropertyWritesService,
    private readonly rewards: RewardsService,
    private readonly search: PropertySearchService,
  ) {}

  async boost(owner: UserEntity, id: number): Promise<ListingBoost> {
    const listing = await this.writes.editable(owner, id);
    if (listing.userId !== owner.id) throw new ForbiddenException({ code: 'FORBIDDEN', message: "Points feature their owner's own listings only." });
    const boost = await this.dataSource.transaction(async (manager) => {
      await lockAccount(manager, owner.id);
      const [current]: { status: string; isFeatured: boolean; featuredUntil: Date | null }[] = await manager.query(
        'SELECT status, is_featured AS "isFeatured", featured_until AS "featuredUntil" FROM properties WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (current.status !== 'active')
        throw new ConflictException({ code: 'INVALID_TRANSITION', message: 'Only a published listing is featured.', from: current.status, to: 'featured' });
      if (current.isFeatured && current.featuredUntil === null)
        throw new ConflictException({ code: 'ALREADY_FEATURED', message: 'This listing is already featured, with no end.' });
      const [{ boostId, endsAt }]: { boostId: number; endsAt: Date }[] = await manager.query(
        `INSERT INTO listing_boosts (property_id, user_id, points, ends_at) VALUES ($1, $2, $3, greatest(coalesce($4::timestamptz, now()), now()) + make_interval(days => $5))
         RETURNING id AS "boostId", ends_at AS "endsAt"`,
        [id, owner.id, LISTING_BOOST.points, current.featuredUntil, LISTING_BOOST.days],
      );
      if (!(await this.rewards.spend(manager, owner.id, LISTING_BOOST.points, 'listing_boost', { type: 'listing_boost', id: boostId }))) {
        throw new ConflictException({
          code: 'NOT_ENOUGH_POINTS',
          message: `Featuring a listing for ${LISTING_BOOST.days} days takes ${LISTING_BOOST.points} points.`,
          needed: LISTING_BOOST.points,
        });
      }
      await manager.query('UPDATE properties SET is_featured = true, featured_until = $2 WHERE id = $1', [id, endsAt]);
      const [{ points }] = await manager.query<{ points: number }[]>('SELECT reward_points AS points FROM users WHERE id = $1', [owner.id]);
      return { featuredUntil: endsAt.toISOString(), rewardPoints: points };
    });
    this.search.forget();
    return boost;
  }

  /** Boosts past their end: the listing is no longer featured. */
  async endDue(): Promise<void> {
    const [, ended] = await this.dataSource.query<[unknown[], number]>('UPDATE properties SET is_featured = false, featured_until = NULL WHERE featured_until <= now()');
    if (ended > 0) this.search.forget();
  }
}
