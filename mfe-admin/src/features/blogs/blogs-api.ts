import { apiRequest, type BlogPost, type Id } from 'shared-contracts';

/** Every post, whatever its state, for an admin (the writer's list holds everyone's for admins). */
export const BLOGS_PATH = '/api/user/blogs';

export const setFeatured = (id: Id, isFeatured: boolean) => apiRequest<BlogPost>(`/api/blogs/${id}`, { method: 'PUT', body: { isFeatured } });
export const setStatus = (id: Id, status: 'published' | 'draft') => apiRequest(`/api/admin/blogs/${id}/status`, { method: 'PUT', body: { status } });
export const deletePost = (id: Id) => apiRequest(`/api/blogs/${id}`, { method: 'DELETE' });
