import type { PlanFeature, SubscriptionPlanName } from '../reference/subscription-plans.js';

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
  /** Whether the plan lets its members feature their listings, as admins set it. */
  planCanFeature: boolean;
  /** What the plan includes, as admins wrote it. */
  planFeatures: PlanFeature[];
  rewardPoints: number;
}

/** New rows in the last 30 days and in the 30 before: the overview's month-over-month trend. */
export interface AdminTrend {
  thisMonth: number;
  lastMonth: number;
}

/** GET /api/admin/stats (the four totals, and their trends). */
export interface AdminStats {
  totalProperties: number;
  totalUsers: number;
  totalBlogs: number;
  totalAdvisors: number;
  trends: Record<'properties' | 'users' | 'blogs' | 'advisors', AdminTrend>;
}

/** One day of the overview's charts (UTC days). */
export interface DailyFigures {
  /** YYYY-MM-DD. */
  day: string;
  listings: number;
  users: number;
  /** Searches people made (their first page). */
  searches: number;
  /** Calls and WhatsApp messages started from listings. */
  leads: number;
}

/** The overview's system panel: read from the running site, never made up. */
export interface SystemHealth {
  databaseBytes: number;
  /** Photos (both sizes) and payment receipts. */
  uploadsBytes: number;
  /** Jobs waiting or to be tried again. */
  queueBacklog: number;
  /** Jobs that failed for good in the last 24 hours. */
  failedJobs: number;
  /** Of this instance. */
  uptimeSeconds: number;
  version: string;
}

/** GET /api/admin/stats/activity: the charts' days (oldest first) and the system panel. */
export interface AdminActivity {
  days: DailyFigures[];
  system: SystemHealth;
}

export const ACTIVITY_DAYS = 90;
export const ACTIVITY_PATH = '/api/admin/stats/activity';
