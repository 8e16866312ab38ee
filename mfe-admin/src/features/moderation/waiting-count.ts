import useSWR from 'swr';
import { can } from 'shared-contracts';
import { useSession } from 'shared-contracts/react';
import { fetchCounts, MODERATION_URL, QUEUES } from './moderation-api';

/** The moderation tab's badge: what waits in the queues this role decides. */
export function useWaitingCount(enabled: boolean): number {
  const { user } = useSession();
  const { data } = useSWR(enabled ? MODERATION_URL : null, fetchCounts);
  return data ? QUEUES.filter((queue) => can(user?.role, queue.permission)).reduce((sum, { name }) => sum + data[name], 0) : 0;
}
