import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { can } from 'shared-contracts';
import { useSession } from 'shared-contracts/react';

/**
 * The moderators' way to the queue of advisors' profiles. A component of its own, so that the
 * session's answer redraws this link and not the directory (docs/architecture.md §2).
 */
export function ModerationQueueLink() {
  const { t } = useTranslation('community');
  const { user } = useSession();
  if (!can(user?.role, 'moderation.manage')) return null;
  return (
    <Link to="/admin/moderation">
      <Button type="link">{t('moderationQueue')}</Button>
    </Link>
  );
}
