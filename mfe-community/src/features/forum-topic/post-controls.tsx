import { useTranslation } from 'react-i18next';
import { can } from 'shared-contracts';
import { useSession } from 'shared-contracts/react';
import { SmallButton } from '../../components/small-button';
import * as styles from '../../components/community.module.css';
import { useAction } from '../../lib/use-action';
import { like, type ForumItem } from './forum-api';
import type { PostView } from './forum-post';
import { DeleteButton, ReportButton } from './member-parts';

// What a reader may do with a post depends on who reads: these read the session themselves, so that
// its answer, right after a drawn topic's hydration, redraws them and not the posts (docs/architecture.md §2).

/** Like, for a member; the count of likes, for a visitor. */
export function LikeControl({ item, post }: { item: ForumItem; post: PostView }) {
  const { t } = useTranslation('community');
  const { user } = useSession();
  const run = useAction();
  if (!user) return <span className={styles.muted}>{t('topic.likes', { count: post.likeCount })}</span>;
  return (
    <SmallButton look={post.likedByMe ? 'primary' : 'default'} pressed={post.likedByMe} onClick={() => void run(() => like(item, post.id, !post.likedByMe))}>
      {t('topic.like', { count: post.likeCount })}
    </SmallButton>
  );
}

/** Delete, for its author and the moderators; Report, for any other member. */
export function RemoveOrReport({ item, post, onDeleted }: { item: ForumItem; post: PostView; onDeleted?: () => void }) {
  const { user } = useSession();
  const mine = user?.id === post.author.id;
  return (
    <>
      {mine || can(user?.role, 'moderation.manage') ? <DeleteButton item={item} id={post.id} onDeleted={onDeleted} /> : null}
      {user && !mine ? <ReportButton item={item} id={post.id} /> : null}
    </>
  );
}
