import type { SubscriptionPlanName } from '../reference/subscription-plans.js';

/** GET /api/dashboard/stats: the signed-in user's own figures. */
export interface DashboardStats {
  myProperties: number;
  /** Views summed over all the user's listings. */
  myViews: number;
  /** Listings that count against the plan's limit: published and pending. */
  activeProperties: number;
  /** Listings still being written (the editor's drafts). */
  drafts: number;
  plan: SubscriptionPlanName;
  /** The plan's limit of active listings. */
  allowedProperties: number;
  rewardPoints: number;
}

/** New rows in the last 30 days and in the 30 before: the overview's month-over-month trend. */
export interface AdminTrend {
  thisMonth: number;
  lastMonth: number;
}

/** GET /api/admin/stats (SPEC §7's four totals, and their trends). */
export interface AdminStats {
  totalProperties: number;
  totalUsers: number;
  totalBlogs: number;
  totalAdvisors: number;
  trends: Record<'properties' | 'users' | 'blogs' | 'advisors', AdminTrend>;
}
