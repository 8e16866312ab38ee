import { Inject, Injectable, Logger } from '@nestjs/common';
import { parseId, type Language, type PageMeta } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { db, fragment, rowsOf } from '../common/sql/kysely.js';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { PUBLIC_LISTING_SQL } from '../properties/listing-visibility.js';
import { listingPageMeta, socialMetaTags, type ListingPreview } from './social-meta.js';

/** `/property/<id>`. */
const LISTING_PATH = /^\/property\/([^/]+)\/*$/;

// One primary-key lookup, only what a preview shows; inactive, sold or rented listings get none.
const preview = (id: number) =>
  db
    .selectFrom('properties as p')
    .select([
      'p.id',
      'p.title',
      'p.title_en as titleEn',
      'p.description',
      'p.description_en as descriptionEn',
      sql<string>`p.price::text`.as('price'),
      'p.price_unit as priceUnit',
      'p.price_type as priceType',
      'p.property_type as propertyType',
      'p.commune',
      sql<string | null>`p.images->>0`.as('cover'),
    ])
    .where('p.id', '=', id)
    .where(fragment<boolean>(PUBLIC_LISTING_SQL))
    // The columns hold what the listing form allows (its checks on write).
    .$narrowType<Pick<ListingPreview, 'priceUnit' | 'priceType'>>();

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
      const [listing] = await rowsOf(this.dataSource, preview(id));
      return listing ? { tags: socialMetaTags(listing, this.app.publicUrl), meta: listingPageMeta(listing) } : 'missing';
    } catch (error) {
      this.logger.warn(`No link preview for ${pathname}: ${String(error)}`);
      return 'other';
    }
  }
}
