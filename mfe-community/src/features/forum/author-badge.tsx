import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ForumAuthorBadge } from 'shared-contracts';

const COLOURS: Record<ForumAuthorBadge, string> = {
  moderator: 'red',
  expert: 'purple',
  professional: 'blue',
  premium: 'gold',
  verified_builder: 'cyan',
  new_member: 'default',
};

/** SPEC §2's author labels, given by the server from the author's role, plan and checks. */
export function AuthorBadge({ badge }: { badge: ForumAuthorBadge | null }) {
  const { t } = useTranslation('community');
  return badge ? <Tag color={COLOURS[badge]}>{t(`forum.badges.${badge}`)}</Tag> : null;
}
