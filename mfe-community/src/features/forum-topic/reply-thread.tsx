import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAG_COLOURS, type ForumReply, type ForumTopicDetail } from 'shared-contracts';
import { apiErrorText, toast, useSession } from 'shared-contracts/react';
import { SmallButton } from '../../components/small-button';
import { Tag } from '../../components/tag';
import * as styles from '../../components/community.module.css';
import { markHelpful } from './forum-api';
import { ForumPost } from './forum-post';
import { ReplyForm } from './member-parts';
import { quoteOf } from './quote';

/** Replies nest two levels deep: an answer to a second-level reply joins that reply's answers. */
const MAX_DEPTH = 2;

/** Reply and Quote, for a member while the topic is open; Helpful, for the topic's author. Reads the session itself (post-controls.tsx). */
function ReplyActions({ topic, reply, onAnswer }: { topic: ForumTopicDetail; reply: ForumReply; onAnswer: (text: string) => void }) {
  const { t } = useTranslation('community');
  const { user } = useSession();
  const helpful = async () => {
    try {
      await markHelpful(reply.id);
      toast({ title: t('topic.helpfulMarked') });
    } catch (error) {
      toast({ title: apiErrorText(t, error), variant: 'destructive' });
    }
  };
  return (
    <>
      {!topic.isLocked && user ? (
        <>
          <SmallButton onClick={() => onAnswer('')}>{t('topic.reply')}</SmallButton>
          <SmallButton onClick={() => onAnswer(quoteOf(reply.author.displayName, reply.body))}>{t('topic.quote')}</SmallButton>
        </>
      ) : null}
      {user?.id === topic.author.id && user.id !== reply.author.id && !reply.isHelpful ? <SmallButton onClick={() => void helpful()}>{t('topic.markHelpful')}</SmallButton> : null}
    </>
  );
}

/**
 * One reply and, below it, the answers to it. Memoised: the page's other reads (the session, for
 * the replies' key) leave a thread whose topic and reply are the same as they were.
 */
export const ReplyThread = memo(function ReplyThread({ topic, reply, depth = 1 }: { topic: ForumTopicDetail; reply: ForumReply; depth?: number }) {
  const { t } = useTranslation('community');
  const [answering, setAnswering] = useState<string | null>(null);
  return (
    <li>
      <ForumPost
        item="replies"
        post={reply}
        marks={reply.isHelpful ? <Tag colour={TAG_COLOURS.green}>{t('topic.helpful')}</Tag> : null}
        actions={<ReplyActions topic={topic} reply={reply} onAnswer={setAnswering} />}
      />
      {answering !== null ? (
        <div style={{ marginBlockStart: 12 }}>
          <ReplyForm
            key={answering}
            topicId={topic.id}
            parentId={depth < MAX_DEPTH ? reply.id : (reply.parentId ?? reply.id)}
            initial={answering}
            onDone={() => setAnswering(null)}
            takeFocus
          />
        </div>
      ) : null}
      {reply.children.length > 0 ? (
        <ol className={styles.children}>
          {reply.children.map((child) => (
            <ReplyThread key={child.id} topic={topic} reply={child} depth={depth + 1} />
          ))}
        </ol>
      ) : null}
    </li>
  );
});
