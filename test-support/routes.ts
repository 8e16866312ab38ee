import { protectionOf, type Language, type RemoteName } from 'shared-contracts';
import { ACCOUNT_TEXT, ADMIN_TEXT, COMMUNITY_TEXT, MARKETPLACE_TEXT, PROPERTY_TEXT, SHELL_TEXT } from './text';

/** Every page a remote serves, with the heading it must show in each language. */
/** `marker`: the test id of the page's top block, when it is not the usual page hero. */
export const REMOTE_PAGES: { path: string; remote: RemoteName; heading: Record<Language, string>; marker?: string }[] = [
  { path: '/', remote: 'marketplace', heading: { ar: MARKETPLACE_TEXT.ar.home.title, en: MARKETPLACE_TEXT.en.home.title }, marker: 'home-hero' },
  { path: '/search', remote: 'marketplace', heading: { ar: MARKETPLACE_TEXT.ar.search.title, en: MARKETPLACE_TEXT.en.search.title } },
  // A listing's heading is its title; an id that no listing has shows the page's own heading.
  { path: '/property/999999', remote: 'marketplace', heading: { ar: PROPERTY_TEXT.ar.notFound.title, en: PROPERTY_TEXT.en.notFound.title }, marker: 'property-not-found' },
  { path: '/blog', remote: 'community', heading: { ar: COMMUNITY_TEXT.ar.blog.title, en: COMMUNITY_TEXT.en.blog.title } },
  // A post's, topic's or advisor's heading is its own; one that does not exist shows the page's own.
  { path: '/blog/no-such-article', remote: 'community', heading: { ar: COMMUNITY_TEXT.ar.blogPost.notFound, en: COMMUNITY_TEXT.en.blogPost.notFound } },
  { path: '/forum', remote: 'community', heading: { ar: COMMUNITY_TEXT.ar.forum.title, en: COMMUNITY_TEXT.en.forum.title } },
  { path: '/forum/999999', remote: 'community', heading: { ar: COMMUNITY_TEXT.ar.topic.notFound, en: COMMUNITY_TEXT.en.topic.notFound } },
  { path: '/advisors', remote: 'community', heading: { ar: COMMUNITY_TEXT.ar.advisors.title, en: COMMUNITY_TEXT.en.advisors.title } },
  { path: '/advisors/999999', remote: 'community', heading: { ar: COMMUNITY_TEXT.ar.advisor.notFound, en: COMMUNITY_TEXT.en.advisor.notFound } },
  { path: '/dashboard', remote: 'account', heading: { ar: ACCOUNT_TEXT.ar.dashboard.title, en: ACCOUNT_TEXT.en.dashboard.title } },
  { path: '/subscription', remote: 'account', heading: { ar: ACCOUNT_TEXT.ar.subscription.title, en: ACCOUNT_TEXT.en.subscription.title } },
  { path: '/suggestions', remote: 'account', heading: { ar: ACCOUNT_TEXT.ar.suggestions.title, en: ACCOUNT_TEXT.en.suggestions.title } },
  { path: '/support', remote: 'account', heading: { ar: ACCOUNT_TEXT.ar.support.title, en: ACCOUNT_TEXT.en.support.title } },
  { path: '/settings', remote: 'account', heading: { ar: ACCOUNT_TEXT.ar.settings.title, en: ACCOUNT_TEXT.en.settings.title } },
  { path: '/admin', remote: 'admin', heading: { ar: ADMIN_TEXT.ar.admin.title, en: ADMIN_TEXT.en.admin.title } },
];

/** The pages the shell serves itself. */
export const SHELL_PAGES: { path: string; heading: Record<Language, string> }[] = (['about', 'contact', 'privacy', 'terms'] as const).map((page) => ({
  path: `/${page}`,
  heading: { ar: SHELL_TEXT.ar.pages[page].title, en: SHELL_TEXT.en.pages[page].title },
}));

/** Pages only a signed-in visitor (or an admin) may open. */
export const isProtected = (path: string): boolean => protectionOf(path) !== null;
