import type { ConversationDetail, ConversationListing, ConversationMessage, ConversationSummary } from 'shared-contracts';

// What the API answers, for the messages' component tests.

export const LISTING: ConversationListing = {
  id: 42,
  title: 'شقة F3 للبيع',
  titleEn: 'F3 flat for sale',
  price: '650',
  priceUnit: 'million',
  priceType: 'sale',
  commune: 'الجلفة',
  thumbnail: '/uploads/0123456789abcdef0123456789abcdef.thumb.webp',
};

export const summaryFixture = (overrides: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id: 5,
  listing: LISTING,
  listingAvailable: true,
  role: 'owner',
  otherName: 'Salima',
  lastMessage: 'Is it still available?',
  lastMessageAt: '2026-12-03T09:00:00.000Z',
  unread: false,
  ...overrides,
});

export const detailFixture = (overrides: Partial<ConversationDetail> = {}): ConversationDetail => ({
  ...summaryFixture(),
  blockedByMe: false,
  blockedMe: false,
  closed: false,
  reportedByMe: false,
  ...overrides,
});

export const messageFixture = (id: number, overrides: Partial<ConversationMessage> = {}): ConversationMessage => ({
  id,
  mine: false,
  body: `message ${id}`,
  images: [],
  linksClickable: false,
  createdAt: '2026-12-03T09:00:00.000Z',
  read: false,
  ...overrides,
});
