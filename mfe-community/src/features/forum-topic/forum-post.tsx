import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAgo, TAG_COLOURS, type ForumAuthor, type Id } from 'shared-contracts';
import { useLanguage } from 'shared-contracts/react';
import { SmallButton } from '../../components/small-button';
import { Tag } from '../../components/tag';
import * as styles from '../../components/community.module.css';
import { AuthorBadge } from '../forum/author-badge';
import type { ForumItem } from './forum-api';
import { PostEditor } from './member-parts';
import { LikeControl, RemoveOrReport } from './post-controls';

/** What a topic and a reply have in common on the page. */
export interface PostView {
  id: Id;
  author: ForumAuthor;
  body: string;
  bodyHtml: string;
  createdAt: string;
  editedAt: string | null;
  likeCount: number;
  likedByMe: boolean;
  canEdit: boolean;
  status: string;
}

interface Props {
  item: ForumItem;
  post: PostView;
  /** Marks shown by the author's name (helpful, pending…). */
  marks?: ReactNode;
  /** Further actions (reply, quote, helpful, moderation). */
  actions?: ReactNode;
  onDeleted?: () => void;
}

/** A topic's body or a reply: author, time, the server-rendered Markdown, and what the reader may do. */
export function ForumPost({ item, post, marks, actions, onDeleted }: Props) {
  const { t } = useTranslation('community');
  const { language } = useLanguage();
  const [editing, setEditing] = useState(false);
  return (
    <div className={styles.post} data-testid={`forum-${item}-${post.id}`}>
      <div className={styles.meta}>
        <strong>
          <bdi>{post.author.displayName}</bdi>
        </strong>
        <AuthorBadge badge={post.author.badge} />
        {/* "5 seconds ago" when the portal drew it may read "6 seconds ago" when the browser hydrates it (docs/architecture.md §2). */}
        <span suppressHydrationWarning>{formatAgo(post.createdAt, language)}</span>
        {post.editedAt ? <span>{t('topic.edited')}</span> : null}
        {post.status === 'pending' ? <Tag colour={TAG_COLOURS.orange}>{t('forum.pending')}</Tag> : null}
        {post.status === 'hidden' ? <Tag colour={TAG_COLOURS.red}>{t('topic.hidden')}</Tag> : null}
        {marks}
      </div>
      {editing ? (
        <PostEditor item={item} id={post.id} body={post.body} onClose={() => setEditing(false)} />
      ) : (
        // Markdown rendered on the server with HTML off: no raw user HTML reaches the page.
        <div className={styles.prose} dir="auto" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
      )}
      <div className={styles.postActions}>
        <LikeControl item={item} post={post} />
        {actions}
        {post.canEdit && !editing ? <SmallButton onClick={() => setEditing(true)}>{t('topic.edit')}</SmallButton> : null}
        <RemoveOrReport item={item} post={post} onDeleted={onDeleted} />
      </div>
    </div>
  );
}
