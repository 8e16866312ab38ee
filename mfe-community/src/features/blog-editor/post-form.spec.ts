import { describe, expect, it } from '@jest/globals';
import dayjs from 'dayjs';
import type { BlogPost } from 'shared-contracts';
import { formOf, payloadOf, type PostForm } from './post-form';

const DOCUMENT = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'نص المقال' }] }] };

const post = (overrides: Partial<BlogPost> = {}): BlogPost =>
  ({
    id: 3,
    slug: 'buying-land',
    title: 'شراء أرض',
    titleEn: null,
    excerpt: null,
    excerptEn: 'How to buy',
    content: DOCUMENT,
    contentEn: null,
    category: 'legal_guide',
    tags: ['أرض'],
    tagsEn: ['land'],
    coverImage: '/uploads/cover.webp',
    isFeatured: true,
    status: 'published',
    publishAt: null,
    ...overrides,
  }) as BlogPost;

const form = (overrides: Partial<PostForm> = {}): PostForm => ({
  title: 'شراء أرض',
  content: DOCUMENT,
  category: 'legal_guide',
  tags: [],
  tagsEn: [],
  coverImage: null,
  isFeatured: false,
  status: 'draft',
  ...overrides,
});

describe('formOf', () => {
  it('starts a new post as an unfeatured draft with no tags or cover', () => {
    expect(formOf(null)).toEqual({ tags: [], tagsEn: [], coverImage: null, isFeatured: false, status: 'draft' });
  });

  it('fills the editor with a saved post, its missing texts as empty fields', () => {
    const values = formOf(post());
    expect(values).toMatchObject({ title: 'شراء أرض', titleEn: '', excerpt: '', excerptEn: 'How to buy', contentEn: null, tags: ['أرض'], tagsEn: ['land'], isFeatured: true });
    expect(values.publishAt).toBeUndefined();
  });

  it('gives the date picker the scheduled day', () => {
    const values = formOf(post({ status: 'scheduled', publishAt: '2030-05-01T08:00:00.000Z' }));
    expect(values.publishAt?.toISOString()).toBe('2030-05-01T08:00:00.000Z');
  });
});

describe('payloadOf', () => {
  it('trims the title and sends empty optional texts as null', () => {
    const payload = payloadOf(form({ title: '  شراء أرض  ', titleEn: '   ', excerpt: ' ملخص ', excerptEn: undefined }));
    expect(payload).toMatchObject({ title: 'شراء أرض', titleEn: null, excerpt: 'ملخص', excerptEn: null, contentEn: null });
  });

  it('sends a publishing date only for a scheduled post', () => {
    const publishAt = dayjs('2030-05-01T08:00:00.000Z');
    expect(payloadOf(form({ status: 'scheduled', publishAt })).publishAt).toBe('2030-05-01T08:00:00.000Z');
    expect(payloadOf(form({ status: 'published', publishAt })).publishAt).toBeNull();
    expect(payloadOf(form({ status: 'scheduled' })).publishAt).toBeNull();
  });

  it('sends back, unchanged, a saved post the editor was filled with', () => {
    const saved = post({ titleEn: 'Buying land', excerpt: 'ملخص', status: 'scheduled', publishAt: '2030-05-01T08:00:00.000Z' });
    expect(payloadOf(formOf(saved) as PostForm)).toEqual({
      title: 'شراء أرض',
      titleEn: 'Buying land',
      excerpt: 'ملخص',
      excerptEn: 'How to buy',
      content: DOCUMENT,
      contentEn: null,
      category: 'legal_guide',
      tags: ['أرض'],
      tagsEn: ['land'],
      coverImage: '/uploads/cover.webp',
      isFeatured: true,
      status: 'scheduled',
      publishAt: '2030-05-01T08:00:00.000Z',
    });
  });
});
