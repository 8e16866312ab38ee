let drawnFor: string | null = null;

/**
 * The site's origin, for addresses that leave it (a listing's link in a WhatsApp message): the
 * browser's, or, while the portal draws a page, the origin it draws for. The two must agree: the
 * browser hydrates what the portal drew and keeps its attributes as they are.
 */
export const siteOrigin = (): string => drawnFor ?? globalThis.location?.origin ?? '';

/** Node only (renderPage): the origin of the page being drawn, or null once it is. */
export function drawingFor(origin: string | null): void {
  drawnFor = origin;
}
