import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';
import { UploadsService } from '../uploads/uploads.service.js';

// A draft's form is the editor's as typed: its images may be missing or not a list.
const draftImages = sql<{ url: string }>`jsonb_array_elements_text(CASE jsonb_typeof(d.form -> 'images') WHEN 'array' THEN d.form -> 'images' ELSE '[]' END)`;

/** Which of `urls` the owner's listings or drafts still show. */
const stillShown = (ownerId: number, urls: string[]) =>
  db
    .selectFrom(['properties as p', sql<{ url: string }>`jsonb_array_elements_text(p.images)`.as('url')])
    .select('url')
    .where('p.user_id', '=', ownerId)
    .where('url', 'in', urls)
    .union(
      db
        .selectFrom(['listing_drafts as d', draftImages.as('url')])
        .select('url')
        .where('d.owner_id', '=', ownerId)
        .where('url', 'in', urls),
    );

/** A listing's photos as uploads: whose they may be, and deleted once no listing shows them. */
@Injectable()
export class ListingPhotos {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
  ) {}

  /**
   * In the listing's transaction: 400 UNKNOWN_IMAGE unless each is an upload of the caller or of
   * the listing's owner (an admin writing for a member); they are then the owner's and the
   * listing's, and the clean-up of photos never used passes them by.
   */
  async attach(manager: EntityManager, callerId: number, ownerId: number, urls: string[]): Promise<void> {
    if (urls.length > 0) await this.uploads.attach(manager, callerId, urls, ownerId);
  }

  /** Deletes those no longer on any of the owner's listings or drafts, an admin's drafts for them included (the demo shares a photo between several). */
  async removeUnused(ownerId: number, urls: string[]): Promise<void> {
    if (urls.length === 0) return;
    const kept = new Set((await rowsOf(this.dataSource, stillShown(ownerId, urls))).map((row) => row.url));
    await this.uploads.remove(urls.filter((url) => !kept.has(url)));
  }
}
