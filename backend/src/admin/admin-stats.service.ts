import { Injectable } from '@nestjs/common';
import type { AdminStats } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { db, fragment, rowOf } from '../common/sql/kysely.js';

type Counts = { total: number; thisMonth: number; lastMonth: number };

/** A figure's rows counted, and those new this month and the month before (by created_at). */
const COUNTS = fragment<Counts>(
  `json_build_object('total', count(*), 'thisMonth', count(*) FILTER (WHERE created_at > now() - interval '30 days'), ` +
    `'lastMonth', count(*) FILTER (WHERE created_at <= now() - interval '30 days' AND created_at > now() - interval '60 days'))`,
).as('counts');

const STATS = db
  .selectNoFrom((eb) => [
    eb.selectFrom('properties').select(COUNTS).as('properties'),
    eb.selectFrom('users').select(COUNTS).as('users'),
    eb.selectFrom('blog_posts').select(COUNTS).where('deleted_at', 'is', null).as('blogs'),
    eb.selectFrom('legal_advisors').select(COUNTS).where('deleted_at', 'is', null).as('advisors'),
    // An aggregate without GROUP BY answers a row: no figure is null.
  ])
  .$narrowType<Record<'properties' | 'users' | 'blogs' | 'advisors', Counts>>();

/** The overview's four figures with the month-over-month trend of each, from the data. */
@Injectable()
export class AdminStatsService {
  constructor(private readonly dataSource: DataSource) {}

  async stats(): Promise<AdminStats> {
    const row = await rowOf(this.dataSource, STATS);
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
