import { BRAND, MESSAGES_PATH, type Language, type PublicSiteSettings } from 'shared-contracts';
import { APP_ICONS, APP_ICONS_PATH } from './app-icons.js';

/** Linked by every page (shared-contracts/build/index.html, the host's build). */
export const APP_MANIFEST_PATH = '/manifest.webmanifest';

/** A launcher shows about 12 characters under an icon (Chromium's and Lighthouse's guideline). */
const SHORT_NAME_MAX = 12;

/**
 * The name under the icon: the site's name when it fits, else its first words that fit (the
 * default names give عقارات and Djelfa), else its first characters.
 */
export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= SHORT_NAME_MAX) return trimmed;
  let short = '';
  for (const word of trimmed.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > SHORT_NAME_MAX) break;
    short = next;
  }
  return short || trimmed.slice(0, SHORT_NAME_MAX);
}

/** A long press on the installed icon: where a visitor goes most. The account's pages ask to sign in first. */
const SHORTCUTS: readonly { url: string; name: Record<Language, string> }[] = [
  { url: '/search', name: { ar: 'البحث عن عقار', en: 'Search properties' } },
  { url: '/dashboard/favorites', name: { ar: 'المفضلة', en: 'Favourites' } },
  { url: MESSAGES_PATH, name: { ar: 'الرسائل', en: 'Messages' } },
];

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: Language;
  dir: 'rtl' | 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
  shortcuts: { name: string; url: string; icons: { src: string; sizes: string; type: 'image/png' }[] }[];
}

/**
 * The web app manifest in one language: the site's name and description as the admins set them,
 * the brand's green (the page's theme-color, the hero's bar) and canvas (the page's background).
 */
export function webAppManifest(settings: Pick<PublicSiteSettings, 'siteName' | 'description'>, language: Language): WebAppManifest {
  const icon = (file: string) => `${APP_ICONS_PATH}/${file}`;
  const shortcutIcon = APP_ICONS.find((candidate) => candidate.purpose === 'any' && candidate.size === 192)!;
  return {
    id: '/',
    name: settings.siteName[language],
    short_name: shortNameOf(settings.siteName[language]),
    description: settings.description[language],
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND.primary,
    background_color: BRAND.canvas,
    icons: APP_ICONS.flatMap(({ file, size, purpose }) => (purpose === 'apple' ? [] : [{ src: icon(file), sizes: `${size}x${size}`, type: 'image/png' as const, purpose }])),
    shortcuts: SHORTCUTS.map(({ url, name }) => ({
      name: name[language],
      url,
      icons: [{ src: icon(shortcutIcon.file), sizes: `${shortcutIcon.size}x${shortcutIcon.size}`, type: 'image/png' as const }],
    })),
  };
}
