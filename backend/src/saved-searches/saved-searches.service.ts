import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { MAX_SAVED_SEARCHES, type SavedSearch, type SavedSearchFilters, type SavedSearchUpdate } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { searchWhere, type ListingCondition } from '../properties/search/search-conditions.js';
import { countAs, db, rowOf, rowsOf } from '../common/sql/kysely.js';
import { sql } from 'kysely';
import type { SavedSearchDto } from './saved-search.dto.js';
import { lockAccount } from '../users/lock-account.js';

/** A saved search's columns as the API names them; `filters` is the JSON kept at save. */
const COLUMNS = ['id', 'name', sql<SavedSearchFilters>`filters`.as('filters'), 'frequency', 'last_seen_at as lastSeenAt', 'created_at as createdAt'] as const;
type Row = { id: number; name: string; filters: SavedSearchFilters; frequency: string; lastSeenAt: Date; createdAt: Date };

const notFound = (id: number): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: `No saved search of yours has the id ${id}.` });

/** Public listings matching `filters` published after `since` (saved-search-alerts.job.ts uses the same). */
export const newMatchesWhere =
  (filters: SavedSearchFilters, since: Date): ListingCondition =>
  (eb) =>
    eb.and([searchWhere(filters)(eb), eb('p.published_at', '>', since)]);

/** A user's saved searches: the filters of /search kept, with a count of what is new since they last looked. */
@Injectable()
export class SavedSearchesService {
  constructor(private readonly dataSource: DataSource) {}

  async list(userId: number): Promise<SavedSearch[]> {
    const rows = await rowsOf(this.dataSource, db.selectFrom('saved_searches').select(COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc'));
    return Promise.all(rows.map((row) => this.withCount(row)));
  }

  async create(userId: number, { name, filters, frequency }: SavedSearchDto): Promise<SavedSearch> {
    return this.dataSource.transaction(async (manager) => {
      await lockAccount(manager, userId);
      const { count } = await rowOf(manager, db.selectFrom('saved_searches').select(countAs('count')).where('user_id', '=', userId));
      if (count >= MAX_SAVED_SEARCHES) {
        throw new ForbiddenException({ code: 'SAVED_SEARCH_LIMIT_REACHED', message: `An account keeps at most ${MAX_SAVED_SEARCHES} saved searches.`, limit: MAX_SAVED_SEARCHES });
      }
      const row = await rowOf(
        manager,
        db
          .insertInto('saved_searches')
          .values({ user_id: userId, name, filters: JSON.stringify(withoutEmpty(filters)), frequency, unsubscribe_token: randomBytes(32).toString('hex') })
          .returning(COLUMNS),
      );
      return { ...this.shape(row), newMatches: 0 };
    });
  }

  async update(userId: number, id: number, { name, frequency }: SavedSearchUpdate): Promise<SavedSearch> {
    const [row] = await rowsOf(
      this.dataSource,
      db
        .updateTable('saved_searches')
        .set((eb) => ({ name: eb.fn.coalesce(eb.val(name ?? null), 'name'), frequency: eb.fn.coalesce(eb.val(frequency ?? null), 'frequency') }))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(COLUMNS),
    );
    if (!row) throw notFound(id);
    return this.withCount(row);
  }

  /** The user opened the search: what was new is seen. */
  async markSeen(userId: number, id: number): Promise<void> {
    const changed = await rowsOf(
      this.dataSource,
      db
        .updateTable('saved_searches')
        .set({ last_seen_at: sql`now()` })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('id'),
    );
    if (changed.length === 0) throw notFound(id);
  }

  async remove(userId: number, id: number): Promise<void> {
    const removed = await rowsOf(this.dataSource, db.deleteFrom('saved_searches').where('id', '=', id).where('user_id', '=', userId).returning('id'));
    if (removed.length === 0) throw notFound(id);
  }

  /** The email's one-click link: no sign-in, the token is the proof. True when it named a search. */
  async unsubscribe(token: string): Promise<boolean> {
    const changed = await rowsOf(this.dataSource, db.updateTable('saved_searches').set({ frequency: 'off' }).where('unsubscribe_token', '=', token).returning('id'));
    return changed.length > 0;
  }

  private async withCount(row: Row): Promise<SavedSearch> {
    const { count } = await rowOf(this.dataSource, db.selectFrom('properties as p').select(countAs('count')).where(newMatchesWhere(row.filters, row.lastSeenAt)));
    return { ...this.shape(row), newMatches: count };
  }

  private shape({ id, name, filters, frequency, createdAt }: Row): Omit<SavedSearch, 'newMatches'> {
    return { id, name, filters, frequency: frequency as SavedSearch['frequency'], createdAt: createdAt.toISOString() };
  }
}

/** Filters left empty are not kept: an empty keyword would match nothing new at all otherwise. */
const withoutEmpty = (filters: SavedSearchFilters): SavedSearchFilters =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== ''));
