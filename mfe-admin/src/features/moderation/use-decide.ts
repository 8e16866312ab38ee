import { useTranslation } from 'react-i18next';
import { runAdminCall, type AdminCall } from '../../components/run-admin-call';
import { MODERATION_URL, queuePath, type QueueName } from './moderation-api';

/** A decision in one queue: its notice, then that queue and the counts fetched again. */
export function useDecide(queue: QueueName) {
  const { t } = useTranslation('admin');
  return (call: AdminCall, done: string) => runAdminCall(t, call, done, queuePath(queue).split('?')[0], MODERATION_URL);
}
