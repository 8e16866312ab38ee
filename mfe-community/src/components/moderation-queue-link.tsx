import { useTranslation } from 'react-i18next';
import { can } from 'shared-contracts';
import { useSession } from 'shared-contracts/react';
import { ButtonLink } from './button-link';

/**
 * The moderators' way to their queue, from the forum and the directory. A component of its own, so
 * that the session's answer redraws this link and not the list (docs/architecture.md §2).
 */
export function ModerationQueueLink() {
  const { t } = useTranslation('community');
  const { user } = useSession();
  if (!can(user?.role, 'moderation.manage')) return null;
  return (
    <ButtonLink to="/admin/moderation" look="text">
      {t('moderationQueue')}
    </ButtonLink>
  );
}
