import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { UploadsService } from '../uploads/uploads.service.js';

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
    const kept: { url: string }[] = await this.dataSource.query(
      'SELECT url FROM properties p, jsonb_array_elements_text(p.images) AS url WHERE p.user_id = $1 AND url = ANY($2) ' +
        `UNION SELECT url FROM listing_drafts d, jsonb_array_elements_text(CASE jsonb_typeof(d.form -> 'images') WHEN 'array' THEN d.form -> 'images' ELSE '[]' END) AS url ` +
        'WHERE d.owner_id = $1 AND url = ANY($2)',
      [ownerId, urls],
    );
    const stillShown = new Set(kept.map((row) => row.url));
    await this.uploads.remove(urls.filter((url) => !stillShown.has(url)));
  }
}
