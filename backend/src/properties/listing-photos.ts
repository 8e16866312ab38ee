import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UploadsService } from '../uploads/uploads.service.js';

/** A listing's photos as uploads: whose they may be, and deleted once no listing shows them. */
@Injectable()
export class ListingPhotos {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
  ) {}

  /** 400 UNKNOWN_IMAGE unless each is the caller's upload or already on the listing. */
  async assertUsable(callerId: number, urls: string[], onListing: string[] = []): Promise<void> {
    if (urls.length > 0) await this.uploads.assertOwned(callerId, urls, onListing);
  }

  /** Deletes those no longer on any of the owner's listings (the demo shares a photo between several). */
  async removeUnused(ownerId: number, urls: string[]): Promise<void> {
    if (urls.length === 0) return;
    const kept: { url: string }[] = await this.dataSource.query(
      'SELECT DISTINCT url FROM properties p, jsonb_array_elements_text(p.images) AS url WHERE p.user_id = $1 AND url = ANY($2)',
      [ownerId, urls],
    );
    const stillShown = new Set(kept.map((row) => row.url));
    await this.uploads.remove(urls.filter((url) => !stillShown.has(url)));
  }
}
