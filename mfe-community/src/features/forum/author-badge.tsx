import { useTranslation } from 'react-i18next';
import { TAG_COLOURS, type ForumAuthorBadge } from 'shared-contracts';
import { Tag } from '../../components/tag';

const COLOURS: Record<ForumAuthorBadge, string | undefined> = {
  moderator: TAG_COLOURS.red,
  expert: TAG_COLOURS.purple,
  professional: TAG_COLOURS.blue,
  premium: TAG_COLOURS.gold,
  verified_builder: TAG_COLOURS.cyan,
  new_member: undefined,
};

/** The author labels, given by the server from the author's role, plan and checks. */
export function AuthorBadge({ badge }: { badge: ForumAuthorBadge | null }) {
  const { t } = useTranslation('community');
  return badge ? <Tag colour={COLOURS[badge]}>{t(`forum.badges.${badge}`)}</Tag> : null;
}
