import { ForbiddenException, Injectable } from '@nestjs/common';
import type { Property } from 'shared-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { UserEntity } from '../users/user.entity.js';
import type { CreatePropertyDto } from './dto/create-property.dto.js';
import type { UpdatePropertyDto } from './dto/update-property.dto.js';
import { ListingPhotos } from './listing-photos.js';
import { isPublicListing } from './listing-visibility.js';
import { assertMayFeature, assertRoomForActive, isAdmin } from './plan-rules.js';
import { listingNotFound } from './property-reads.service.js';
import { PropertySearchService } from './property-search.service.js';
import { PropertyEntity } from './property.entity.js';
import { propertyJson, type JsonText } from './property-json.js';
import { columnsOf, fieldsOf } from './property-values.js';

/** Creating, changing and deleting listings: owner-or-admin, plan rules, photos kept in step. */
@Injectable()
export class PropertyWritesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly photos: ListingPhotos,
    private readonly search: PropertySearchService,
  ) {}

  async create(actor: UserEntity, dto: CreatePropertyDto): Promise<JsonText<Property>> {
    assertMayFeature(actor, dto.isFeatured, false);
    const columns = columnsOf(dto);
    const id = await this.dataSource.transaction(async (manager) => {
      if (dto.isActive) assertRoomForActive(actor, await this.lockActiveCount(manager, actor.id));
      await this.photos.attach(manager, actor.id, dto.images);
      return (await manager.save(manager.create(PropertyEntity, { ...columns, userId: actor.id }))).id;
    });
    return this.written(id);
  }

  async update(actor: UserEntity, id: number, dto: UpdatePropertyDto): Promise<JsonText<Property>> {
    const existing = await this.editable(actor, id);
    const fields = { ...fieldsOf(existing), ...dto };
    assertMayFeature(actor, fields.isFeatured, existing.isFeatured);
    const columns = columnsOf(fields);
    await this.dataSource.transaction(async (manager) => {
      if (fields.isActive && !existing.isActive) assertRoomForActive(actor, await this.lockActiveCount(manager, existing.userId));
      if (dto.images) await this.photos.attach(manager, actor.id, dto.images.filter((url) => !existing.images.includes(url)));
      await manager.update(PropertyEntity, { id }, columns);
    });
    await this.photos.removeUnused(existing.userId, existing.images.filter((url) => !fields.images.includes(url)));
    return this.written(id);
  }

  async remove(actor: UserEntity, id: number): Promise<void> {
    const existing = await this.editable(actor, id);
    await this.dataSource.manager.delete(PropertyEntity, { id });
    this.search.forget();
    await this.photos.removeUnused(existing.userId, existing.images);
  }

  /**
   * Its owner's and admins' to change. Anyone else gets 403 for a public listing, and for a
   * hidden one the 404 of a missing one: its existence is its owner's business.
   */
  private async editable(actor: UserEntity, id: number): Promise<PropertyEntity> {
    const property = await this.dataSource.manager.findOneBy(PropertyEntity, { id });
    if (property && (property.userId === actor.id || isAdmin(actor))) return property;
    if (!property || !isPublicListing(property)) throw listingNotFound(id);
    throw new ForbiddenException({ code: 'FORBIDDEN', message: 'Only the owner of this listing or an admin may change it.' });
  }

  /** The owner's active listings, counted while their row is locked: two creates cannot both take the last place. */
  private async lockActiveCount(manager: EntityManager, userId: number): Promise<number> {
    await manager.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const [{ active }] = await manager.query('SELECT count(*)::int AS active FROM properties WHERE user_id = $1 AND is_active', [userId]);
    return active as number;
  }

  private async written(id: number): Promise<JsonText<Property>> {
    this.search.forget();
    const [{ body }] = await this.dataSource.query(`SELECT ${propertyJson('p')} AS body FROM properties p WHERE p.id = $1`, [id]);
    return body;
  }
}
