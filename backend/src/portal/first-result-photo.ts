import { Injectable, Logger } from '@nestjs/common';
import { thumbnailOf, type PropertyCard } from 'shared-contracts';
import { PropertySearchService } from '../properties/property-search.service.js';
import { escapeHtml } from './social-meta.js';

/** The preload of the cover of the first listing of a page of results ('' without one). */
function preloadTag(items: string): string {
  const cover = (JSON.parse(items) as PropertyCard[])[0]?.images[0];
  return cover ? `<link rel="preload" as="image" href="${escapeHtml(thumbnailOf(cover))}" fetchpriority="high">` : '';
}

/**
 * /search's largest paint is the first result's photo, whose address the browser would learn
 * only after the page's code and the API's answer. The portal knows it already: the first page
 * of the default search (the very answer, cached, that the page asks for next), so the HTML
 * preloads that photo. A URL with a query shows other results: no preload.
 */
@Injectable()
export class FirstResultPhoto {
  private readonly logger = new Logger(FirstResultPhoto.name);
  private last: { items: string; tag: string } = { items: '', tag: '' };

  constructor(private readonly search: PropertySearchService) {}

  async preloadFor(pathname: string, hasQuery: boolean): Promise<string> {
    if (hasQuery || pathname.replace(/\/+$/, '') !== '/search') return '';
    try {
      const { items } = await this.search.search({});
      // The cached page is the same string until it is refreshed: parse it once, not per visit.
      if (items !== this.last.items) this.last = { items, tag: preloadTag(items) };
      return this.last.tag;
    } catch (error) {
      this.logger.warn(`No photo preload for /search: ${String(error)}`);
      return '';
    }
  }
}
