import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { MAX_SAVED_SEARCHES, type SavedSearch, type SavedSearchFilters, type SavedSearchUpdate } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { searchWhere } from '../properties/search/search-conditions.js';
import type { SavedSearchDto } from './saved-search.dto.js';
import { lockAccount } from '../users/lock-account.js';

interface Row {
  id: number;
  name: string;
  filters: SavedSearchFilters;
  frequency: SavedSearch['frequency'];
  lastSeenAt: Date;
  createdAt: Date;
}

const COLUMNS = `id, name, filters, frequency, last_seen_at AS "lastSeenAt", created_at AS "createdAt"`;

const notFound = (id: number): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: `No saved search of yours has the id ${id}.` });

/** Public listings matching `filters` published after `since` (saved-search-alerts.job.ts uses the same). */
export function newMatchesWhere(filters: SavedSearchFilters, since: Date): { sql: string; params: unknown[] } {
  const where = searchWhere(filters);
  return { sql: `${where.sql} AND p.published_at > $${where.params.length + 1}`, params: [...where.params, since] };
}

/** A user's saved searches: the filters of /search kept, with a count of what is new since they last looked. */
@Injectable()
export class SavedSearchesService {
  constructor(private readonly dataSource: DataSource) {}

  async list(userId: number): Promise<SavedSearch[]> {
    const rows: Row[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, [userId]);
    return Promise.all(rows.map((row) => this.withCount(row)));
  }

  async create(userId: number, { name, filters, frequency }: SavedSearchDto): Promise<SavedSearch> {
    return this.dataSource.transaction(async (manager) => {
      await lockAccount(manager, userId);
      const [{ count }] = await manager.query<{ count: number }[]>('SELECT count(*)::int AS count FROM saved_searches WHERE user_id = $1', [userId]);
      if (count >= MAX_SAVED_SEARCHES) {
        throw new ForbiddenException({ code: 'SAVED_SEARCH_LIMIT_REACHED', message: `An account keeps at most ${MAX_SAVED_SEARCHES} saved searches.`, limit: MAX_SAVED_SEARCHES });
      }
      const [row]: Row[] = await manager.query(
        `INSERT INTO saved_searches (user_id, name, filters, frequency, unsubscribe_token) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
        [userId, name, JSON.stringify(withoutEmpty(filters)), frequency, randomBytes(32).toString('hex')],
      );
      return { ...this.shape(row), newMatches: 0 };
    });
  }

  async update(userId: number, id: number, { name, frequency }: SavedSearchUpdate): Promise<SavedSearch> {
    const [rows]: [Row[], number] = await this.dataSource.query(
      `UPDATE saved_searches SET name = coalesce($3, name), frequency = coalesce($4, frequency) WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
      [id, userId, name ?? null, frequency ?? null],
    );
    if (!rows[0]) throw notFound(id);
    return this.withCount(rows[0]);
  }

  /** The user opened the search: what was new is seen. */
  async markSeen(userId: number, id: number): Promise<void> {
    const [, count] = await this.dataSource.query<[unknown[], number]>('UPDATE saved_searches SET last_seen_at = now() WHERE id = $1 AND user_id = $2', [id, userId]);
    if (count === 0) throw notFound(id);
  }

  async remove(userId: number, id: number): Promise<void> {
    const [, count] = await this.dataSource.query<[unknown[], number]>('DELETE FROM saved_searches WHERE id = $1 AND user_id = $2', [id, userId]);
    if (count === 0) throw notFound(id);
  }

  /** The email's one-click link: no sign-in, the token is the proof. True when it named a search. */
  async unsubscribe(token: string): Promise<boolean> {
    const [, count] = await this.dataSource.query<[unknown[], number]>(`UPDATE saved_searches SET frequency = 'off' WHERE unsubscribe_token = $1`, [token]);
    return count > 0;
  }

  private async withCount(row: Row): Promise<SavedSearch> {
    const where = newMatchesWhere(row.filters, row.lastSeenAt);
    const [{ count }] = await this.dataSource.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM properties p WHERE ${where.sql}`, where.params);
    return { ...this.shape(row), newMatches: count };
  }

  private shape({ id, name, filters, frequency, createdAt }: Row): Omit<SavedSearch, 'newMatches'> {
    return { id, name, filters, frequency, createdAt: createdAt.toISOString() };
  }
}

/** Filters left empty are not kept: an empty keyword would match nothing new at all otherwise. */
const withoutEmpty = (filters: SavedSearchFilters): SavedSearchFilters =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== ''));
