import { textParts } from './message-text';

/**
 * A message's text as its sender typed it, never as HTML (React writes it as text), in its own
 * direction (an Arabic message in the English page reads from the right, and the reverse). Its web
 * addresses are links when the sender may post them (`clickable`: past the new-member days),
 * opened in a tab of their own, marked as the users' (rel ugc nofollow) and unable to reach back
 * to this page (noopener).
 */
export function MessageBody({ body, clickable, className }: { body: string; clickable: boolean; className?: string }) {
  return (
    <p className={className} dir="auto" data-testid="message-body">
      {textParts(body, clickable).map((part, index) =>
        'url' in part ? (
          <a key={index} href={part.url} target="_blank" rel="nofollow ugc noopener noreferrer" dir="ltr">
            {part.url}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
