import { Injectable } from '@nestjs/common';
import type { AdminStats } from 'shared-contracts';
import { DataSource } from 'typeorm';

/** Each figure: its table, what counts, and the date that makes a row new. */
const FIGURES = {
  properties: { table: 'properties', where: 'true', date: 'created_at' },
  users: { table: 'users', where: 'true', date: 'created_at' },
  blogs: { table: 'blog_posts', where: 'deleted_at IS NULL', date: 'created_at' },
  advisors: { table: 'legal_advisors', where: 'deleted_at IS NULL', date: 'created_at' },
} as const;

const STATS_SQL = `SELECT ${Object.entries(FIGURES)
  .map(
    ([name, { table, where, date }]) =>
      `(SELECT json_build_object('total', count(*), 'thisMonth', count(*) FILTER (WHERE ${date} > now() - interval '30 days'), ` +
      `'lastMonth', count(*) FILTER (WHERE ${date} <= now() - interval '30 days' AND ${date} > now() - interval '60 days')) FROM ${table} WHERE ${where}) AS "${name}"`,
  )
  .join(', ')}`;

type Counts = { total: number; thisMonth: number; lastMonth: number };

/** The overview's four figures with the month-over-month trend of each, from the data. */
@Injectable()
export class AdminStatsService {
  constructor(private readonly dataSource: DataSource) {}

  async stats(): Promise<AdminStats> {
    const [row]: Record<keyof typeof FIGURES, Counts>[] = await this.dataSource.query(STATS_SQL);
    const trend = ({ thisMonth, lastMonth }: Counts) => ({ thisMonth, lastMonth });
    return {
      totalProperties: row.properties.total,
      totalUsers: row.users.total,
      totalBlogs: row.blogs.total,
      totalAdvisors: row.advisors.total,
      trends: { properties: trend(row.properties), users: trend(row.users), blogs: trend(row.blogs), advisors: trend(row.advisors) },
    };
  }
}
