import { Navigate } from 'react-router-dom';

/**
 * /forum/moderation and /advisors/review, from before the back-office: moderation has one place,
 * the queue at /admin/moderation, and old links and bookmarks lead there.
 */
export function ToModerationQueue() {
  return <Navigate to="/admin/moderation" replace />;
}
