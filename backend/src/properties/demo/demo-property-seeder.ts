import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { LISTING_LIFETIME_DAYS, type PropertyType, type UserRole } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { AccountSeeder } from '../../auth/account-seeder.js';
import { demoPhoto } from '../../uploads/demo-photos.js';
import { UploadsService } from '../../uploads/uploads.service.js';
import { UserEntity } from '../../users/user.entity.js';
import { PropertyEntity } from '../property.entity.js';
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
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const [admin, demo] = await Promise.all([this.demoUser('admin'), this.demoUser('user')]);
    if (!admin || !demo || (await this.dataSource.manager.exists(PropertyEntity))) return;
    const started = Date.now();
    await this.dataSource.manager.update(UserEntity, { id: demo.id }, { subscriptionPlan: 'premium' });
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
    const rows = await Promise.all(
      DEMO_LISTINGS.map(async ({ byAdmin, photos: count, status, ...fields }, index) => {
        const userId = byAdmin ? admin.id : demo.id;
        const images = await Promise.all(Array.from({ length: count }, (_, n) => photo(userId, fields.propertyType, (index + n) % PICTURES_PER_TYPE)));
        const createdAt = new Date(started - index * 7 * HOUR);
        const expiresAt = status === 'active' ? new Date(createdAt.getTime() + LISTING_LIFETIME_DAYS * DAY) : null;
        return { ...columnsOf({ ...fields, images }), status, expiresAt, publishedAt: status === 'active' ? createdAt : null, userId, createdAt, updatedAt: createdAt };
      }),
    );
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(PropertyEntity, rows);
      for (const { userId, images = [] } of rows) await this.uploads.attach(manager, userId, images);
    });
    this.logger.log(`${rows.length} demo listings with ${photos.size} photos created in ${Date.now() - started} ms.`);
  }

  private demoUser(role: UserRole): Promise<UserEntity | null> {
    const account = this.accounts.demoAccounts().find((entry) => entry.role === role);
    return account ? this.dataSource.manager.findOneBy(UserEntity, { email: account.email }) : Promise.resolve(null);
  }
}
