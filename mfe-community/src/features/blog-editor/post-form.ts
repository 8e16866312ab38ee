import type { JSONContent } from '@tiptap/react';
import dayjs, { type Dayjs } from 'dayjs';
import type { BlogCategory, BlogDocument, BlogPayload, BlogPost, BlogStatus } from 'shared-contracts';

/** The editor form's values: the payload, with the editors' documents and a date picker's day. */
export interface PostForm {
  title: string;
  titleEn?: string;
  excerpt?: string;
  excerptEn?: string;
  content: JSONContent | null;
  contentEn?: JSONContent | null;
  category: BlogCategory;
  tags: string[];
  tagsEn: string[];
  coverImage: string | null;
  isFeatured: boolean;
  status: BlogStatus;
  publishAt?: Dayjs;
}

const orNull = (text: string | undefined) => text?.trim() || null;

export function formOf(post: BlogPost | null): Partial<PostForm> {
  if (!post) return { tags: [], tagsEn: [], coverImage: null, isFeatured: false, status: 'draft' };
  return {
    title: post.title,
    titleEn: post.titleEn ?? '',
    excerpt: post.excerpt ?? '',
    excerptEn: post.excerptEn ?? '',
    content: post.content as JSONContent,
    contentEn: (post.contentEn as JSONContent | null) ?? null,
    category: post.category,
    tags: post.tags,
    tagsEn: post.tagsEn,
    coverImage: post.coverImage,
    isFeatured: post.isFeatured,
    status: post.status,
    publishAt: post.publishAt ? dayjs(post.publishAt) : undefined,
  };
}

export function payloadOf(values: PostForm): BlogPayload {
  return {
    title: values.title.trim(),
    titleEn: orNull(values.titleEn),
    excerpt: orNull(values.excerpt),
    excerptEn: orNull(values.excerptEn),
    content: values.content as BlogDocument,
    contentEn: (values.contentEn as BlogDocument | null | undefined) ?? null,
    category: values.category,
    tags: values.tags ?? [],
    tagsEn: values.tagsEn ?? [],
    coverImage: values.coverImage ?? null,
    isFeatured: values.isFeatured ?? false,
    status: values.status,
    publishAt: values.status === 'scheduled' && values.publishAt ? values.publishAt.toISOString() : null,
  };
}
