import type { AdminTrend } from 'shared-contracts';
import { trendPercent } from '../../api/admin-api';

/** The trend sentence's key and values: a percentage when last month had some, else this month's count. */
export function trendText({ thisMonth, lastMonth }: AdminTrend): [string, Record<string, number>] {
  const percent = trendPercent(thisMonth, lastMonth);
  if (percent === null) return ['overview.trend.new', { count: thisMonth }];
  return [percent >= 0 ? 'overview.trend.up' : 'overview.trend.down', { percent: Math.abs(percent), count: thisMonth }];
}
