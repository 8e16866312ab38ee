const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

/** Owners often paste "youtube.com/…" without a scheme; that is still a link they meant. */
function parseUrl(input: string): URL | null {
  const text = input.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

function idFromUrl(url: URL): string | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'youtu.be') return first;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (first === 'watch') return url.searchParams.get('v');
  if (first === 'embed' || first === 'shorts') return second;
  return null;
}

/**
 * The 11-character id of a YouTube video link: watch (youtube.com, www., m.), /embed/,
 * /shorts/ and youtu.be links. Null for anything else, so that the detail page
 * shows its video card only for a link it can actually play.
 */
export function youtubeVideoId(input: string): string | null {
  const url = parseUrl(input);
  const id = url && idFromUrl(url);
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The video's still, shown with a play button before anything loads from YouTube. */
export const youtubeThumbnailUrl = (videoId: string): string => `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;

/** The player, from YouTube's privacy-enhanced domain (no cookies until play), started at once. */
export const youtubeEmbedUrl = (videoId: string): string => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
