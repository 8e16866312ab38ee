import type { Response } from 'express';

/** A receipt as a download: never rendered by the site's origin, whatever its bytes hold. */
export function sendReceipt(res: Response, { mediaType, content }: { mediaType: string; content: Buffer }): void {
  res.setHeader('Content-Type', mediaType);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Disposition', `inline; filename="receipt.${mediaType.split('/')[1]}"`);
  res.end(content);
}
