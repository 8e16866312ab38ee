import { apiRequest, type BlogPayload, type BlogPost, type Id } from 'shared-contracts';
import { dropCached } from 'shared-contracts/react';

/** The blog's lists and the writer's own show a write. */
const dropPosts = () => dropCached('/api/blogs', '/api/user/blogs');

export async function savePost(id: Id | null, payload: BlogPayload): Promise<BlogPost> {
  const saved = await apiRequest<BlogPost>(id ? `/api/blogs/${id}` : '/api/blogs', { method: id ? 'PUT' : 'POST', body: payload });
  await dropPosts();
  return saved;
}

export async function deletePost(id: Id): Promise<void> {
  await apiRequest<null>(`/api/blogs/${id}`, { method: 'DELETE' });
  await dropPosts();
}
