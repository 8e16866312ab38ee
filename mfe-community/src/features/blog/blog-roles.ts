import type { User } from 'shared-contracts';

/** Admins write the blog, and the members an admin made authors (the server checks it again). */
export const canWriteBlog = (user: User | null | undefined): boolean => !!user && (user.role === 'admin' || user.isBlogAuthor);
