/**
 * The brand, as antd theme tokens. Plain data so that every area's own antd ConfigProvider
 * (antd is bundled per area, never shared) paints the same site.
 */
export const BRAND = {
  primary: '#0f6e5a',
  primaryDark: '#0a4f41',
  accent: '#c98a1b',
  ink: '#1d2a2a',
  muted: '#5b6b6b',
  surface: '#ffffff',
  canvas: '#f5f7f6',
} as const;

export const FONT_STACK = "'Noto Sans Arabic', 'Segoe UI', Tahoma, 'Geeza Pro', 'Helvetica Neue', Arial, sans-serif";

export const antdTheme = {
  token: {
    colorPrimary: BRAND.primary,
    colorLink: BRAND.primary,
    colorTextBase: BRAND.ink,
    // antd's faint greys (placeholders, hints under fields, counts, empty lists) and its error red
    // read at 2.5–3.3:1 on white; these read at 5.6:1 (WCAG AA asks 4.5).
    colorTextPlaceholder: BRAND.muted,
    colorTextDescription: BRAND.muted,
    colorTextTertiary: BRAND.muted,
    colorError: '#c62828',
    fontFamily: FONT_STACK,
    borderRadius: 8,
  },
  // The class that carries antd's CSS variables is named after a useId by default, which differs
  // between the portal's drawing of a page and the browser's hydration of it (docs/architecture.md).
  cssVar: { key: 'djelfa' },
} as const;

/**
 * Tag colours: antd's preset tags (green text on pale green…) read at about 3.5:1; white on these
 * reads at 5.6:1 or more (WCAG AA asks 4.5). antd draws a tag of a custom colour solid.
 */
export const TAG_COLOURS = {
  green: BRAND.primary,
  gold: '#8f5c0a',
  orange: '#a84300',
  red: '#c62828',
  blue: '#1d4ed8',
  volcano: '#b23c17',
  purple: '#6b21a8',
  cyan: '#0e7490',
} as const;

/**
 * The shell sets `--top-bar-height` on :root: the home hero extends beneath the fixed top bar
 * and pads itself by that much; every other page starts below it.
 */
export const TOP_BAR_HEIGHT_VAR = 'var(--top-bar-height, 64px)';

/** The language names shown on the toggle are endonyms: each in its own language, never translated. */
export const LANGUAGE_NAMES = { ar: 'العربية', en: 'English' } as const;
