import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Language, PageMeta } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { parseId } from '../common/validation/ids.js';
import { PUBLIC_LISTING_SQL } from '../properties/listing-visibility.js';
import { listingPageMeta, socialMetaTags, type ListingPreview } from './social-meta.js';

/** `/property/<id>`. */
const LISTING_PATH = /^\/property\/([^/]+)\/*$/;

// One primary-key lookup, only what a preview shows; inactive, sold or rented listings get none.
const PREVIEW =
  'SELECT id, title, title_en AS "titleEn", description, description_en AS "descriptionEn", price::text AS price, price_unit AS "priceUnit", ' +
  `price_type AS "priceType", property_type AS "propertyType", commune, images->>0 AS cover FROM properties p WHERE id = $1 AND ${PUBLIC_LISTING_SQL}`;

/**
 * What the HTML of a path says of the listing it shows: its link-preview tags and its <title>
 * in each language; 'missing' when no public listing has that id (the page answers 404);
 * 'other' for any other path, or when the lookup failed (the page matters more than its preview).
 */
export type ListingPage = { tags: string; meta: Record<Language, PageMeta> } | 'missing' | 'other';

@Injectable()
export class ListingPreviews {
  private readonly logger = new Logger(ListingPreviews.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  async pageFor(pathname: string): Promise<ListingPage> {
    const match = LISTING_PATH.exec(pathname);
    if (!match) return 'other';
    const id = parseId(match[1]);
    if (id === null) return 'missing';
    try {
      const [listing]: ListingPreview[] = await this.dataSource.query(PREVIEW, [id]);
      return listing ? { tags: socialMetaTags(listing, this.app.publicUrl), meta: listingPageMeta(listing) } : 'missing';
    } catch (error) {
      this.logger.warn(`No link preview for ${pathname}: ${String(error)}`);
      return 'other';
    }
  }
}
