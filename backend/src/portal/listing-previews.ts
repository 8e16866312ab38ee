import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { MAX_LISTING_ID } from '../properties/listing-id.pipe.js';
import { socialMetaTags, type ListingPreview } from './social-meta.js';

/** `/property/<id>`: ids are serial integers (see ListingIdPipe). */
const LISTING_PATH = /^\/property\/(\d{1,10})\/*$/;

// One primary-key lookup, only what a preview shows; inactive, sold or rented listings get none.
const PREVIEW =
  'SELECT id, title, description, price::text AS price, price_unit AS "priceUnit", price_type AS "priceType", ' +
  `property_type AS "propertyType", commune, images->>0 AS cover FROM properties WHERE id = $1 AND is_active AND status = 'active'`;

/** The link-preview tags of the listing a page path shows; '' for any other path. */
@Injectable()
export class ListingPreviews {
  private readonly logger = new Logger(ListingPreviews.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  async tagsFor(pathname: string): Promise<string> {
    const id = Number(LISTING_PATH.exec(pathname)?.[1] ?? NaN);
    if (!Number.isInteger(id) || id < 1 || id > MAX_LISTING_ID) return '';
    try {
      const [listing]: ListingPreview[] = await this.dataSource.query(PREVIEW, [id]);
      return listing ? socialMetaTags(listing, this.app.publicUrl) : '';
    } catch (error) {
      // The page matters more than its preview: serve it without the tags.
      this.logger.warn(`No link preview for ${pathname}: ${String(error)}`);
      return '';
    }
  }
}
