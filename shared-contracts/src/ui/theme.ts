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

export const FONT_STACK =
  "'Noto Sans Arabic', 'Segoe UI', Tahoma, 'Geeza Pro', 'Helvetica Neue', Arial, sans-serif";

export const antdTheme = {
  token: {
    colorPrimary: BRAND.primary,
    colorLink: BRAND.primary,
    colorTextBase: BRAND.ink,
    fontFamily: FONT_STACK,
    borderRadius: 8,
  },
} as const;

/**
 * The shell sets `--top-bar-height` on :root: the home hero extends beneath the fixed top bar
 * and pads itself by that much; every other page starts below it.
 */
export const TOP_BAR_HEIGHT_VAR = 'var(--top-bar-height, 64px)';

/** The language names shown on the toggle are endonyms: each in its own language, never translated. */
export const LANGUAGE_NAMES = { ar: 'العربية', en: 'English' } as const;
