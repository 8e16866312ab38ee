import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { parseId } from '../common/validation/ids.js';
import { PUBLIC_LISTING_SQL } from '../properties/listing-visibility.js';
import { socialMetaTags, type ListingPreview } from './social-meta.js';

/** `/property/<id>`. */
const LISTING_PATH = /^\/property\/([^/]+)\/*$/;

// One primary-key lookup, only what a preview shows; inactive, sold or rented listings get none.
const PREVIEW =
  'SELECT id, title, description, price::text AS price, price_unit AS "priceUnit", price_type AS "priceType", ' +
  `property_type AS "propertyType", commune, images->>0 AS cover FROM properties p WHERE id = $1 AND ${PUBLIC_LISTING_SQL}`;

/** The link-preview tags of the listing a page path shows; '' for any other path. */
@Injectable()
export class ListingPreviews {
  private readonly logger = new Logger(ListingPreviews.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  async tagsFor(pathname: string): Promise<string> {
    const id = parseId(LISTING_PATH.exec(pathname)?.[1] ?? '');
    if (id === null) return '';
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
