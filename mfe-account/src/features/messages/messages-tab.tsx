import { useParams } from 'react-router-dom';
import { ConversationNotFound, ConversationView } from './conversation-view';
import { Inbox } from './inbox';

/** The dashboard's Messages tab: the inbox, or (/dashboard/messages/:id) one conversation in its place. */
export function MessagesTab() {
  const { id } = useParams();
  if (id === undefined) return <Inbox />;
  if (!/^[1-9]\d{0,9}$/.test(id)) return <ConversationNotFound />;
  // Keyed by the conversation: another one opened starts with nothing of the one before (its older pages, its draft).
  return <ConversationView key={id} id={Number(id)} />;
}
