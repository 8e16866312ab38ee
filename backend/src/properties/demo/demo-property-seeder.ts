import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { LISTING_LIFETIME_DAYS, type PropertyType, type UserRole } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { AccountSeeder } from '../../auth/account-seeder.js';
import { db, rowsOf } from '../../common/sql/kysely.js';
import { demoPhoto } from '../../uploads/demo-photos.js';
import { UploadsService } from '../../uploads/uploads.service.js';
import { PropertySearchService } from '../property-search.service.js';
import { columnsOf } from '../property-values.js';
import { DEMO_LISTINGS } from './demo-listings.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Distinct pictures of each type, as many as a listing has photos at most (never one twice). */
const PICTURES_PER_TYPE = 4;

/**
 * With the demo accounts (AccountSeeder, whose module is imported, so it has run first): the
 * demo listings, once, on an empty table. Written straight to the table: the plan limit is an
 * API rule, and the demo user is given the premium plan so that the demo stays consistent.
 */
@Injectable()
export class DemoPropertySeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Demo');

  constructor(
    private readonly accounts: AccountSeeder,
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly search: PropertySearchService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const [admin, demo] = await Promise.all([this.demoUser('admin'), this.demoUser('user')]);
    if (!admin || !demo || (await rowsOf(this.dataSource, db.selectFrom('properties').select('id').limit(1))).length > 0) return;
    const started = Date.now();
    await rowsOf(
      this.dataSource,
      db
        .updateTable('users')
        .set({ subscription_plan: 'premium', updated_at: sql`now()` })
        .where('id', '=', demo.id),
    );
    // Each picture is drawn once (the slow part) and stored once per owner, whose listings share it.
    const pictures = new Map<string, Promise<Buffer>>();
    const photos = new Map<string, Promise<string>>();
    const photo = (userId: number, kind: PropertyType, seed: number): Promise<string> => {
      const picture = `${kind}/${seed}`;
      if (!pictures.has(picture)) pictures.set(picture, demoPhoto(seed, kind));
      const key = `${userId}/${picture}`;
      if (!photos.has(key))
        photos.set(
          key,
          pictures
            .get(picture)!
            .then((data) => this.uploads.store(userId, data))
            .then(({ url }) => url),
        );
      return photos.get(key)!;
    };
    const listings = await Promise.all(
      DEMO_LISTINGS.map(async ({ byAdmin, photos: count, status, ...fields }, index) => {
        const userId = byAdmin ? admin.id : demo.id;
        const images = await Promise.all(Array.from({ length: count }, (_, n) => photo(userId, fields.propertyType, (index + n) % PICTURES_PER_TYPE)));
        const createdAt = new Date(started - index * 7 * HOUR);
        const expiresAt = status === 'active' ? new Date(createdAt.getTime() + LISTING_LIFETIME_DAYS * DAY) : null;
        const row = {
          ...columnsOf({ ...fields, contactMode: 'phone_and_messages', images }),
          status,
          expires_at: expiresAt,
          published_at: status === 'active' ? createdAt : null,
          user_id: userId,
          created_at: createdAt,
          updated_at: createdAt,
        };
        return { userId, images, row };
      }),
    );
    await this.dataSource.transaction(async (manager) => {
      await rowsOf(manager, db.insertInto('properties').values(listings.map(({ row }) => row)));
      for (const { userId, images } of listings) await this.uploads.attach(manager, userId, images);
    });
    this.search.forget();
    this.logger.log(`${listings.length} demo listings with ${photos.size} photos created in ${Date.now() - started} ms.`);
  }

  private async demoUser(role: UserRole): Promise<{ id: number } | undefined> {
    const account = this.accounts.demoAccounts().find((entry) => entry.role === role);
    if (!account) return undefined;
    const [user] = await rowsOf(
      this.dataSource,
      db
        .selectFrom('users')
        .select('id')
        .where(sql`lower(email)`, '=', sql<string>`lower(${account.email})`),
    );
    return user;
  }
}
