import { mutate } from 'swr';
import { apiRequest, type BlogPayload, type BlogPost, type Id } from 'shared-contracts';

/**
 * After a write every cached page of posts is dropped: the site's SWR never refetches cached
 * data on mount (§9), and the blog's lists must show the change.
 */
const dropPosts = () =>
  mutate(
    (key) => {
      const url = Array.isArray(key) ? key[0] : key;
      return typeof url === 'string' && (url.startsWith('/api/blogs') || url.startsWith('/api/user/blogs'));
    },
    undefined,
    { revalidate: true },
  );

export async function savePost(id: Id | null, payload: BlogPayload): Promise<BlogPost> {
  const saved = await apiRequest<BlogPost>(id ? `/api/blogs/${id}` : '/api/blogs', { method: id ? 'PUT' : 'POST', body: payload });
  await dropPosts();
  return saved;
}

export async function deletePost(id: Id): Promise<void> {
  await apiRequest<null>(`/api/blogs/${id}`, { method: 'DELETE' });
  await dropPosts();
}
