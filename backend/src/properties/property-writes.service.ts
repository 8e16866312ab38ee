import { ForbiddenException, Injectable } from '@nestjs/common';
import { FIRST_LISTING_PHOTOS, type ListingStateChange, type Property, type PropertyStatus } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { validationFailed } from '../common/validation/validation-failed.js';
import { SiteSettingsService } from '../site-settings/site-settings.service.js';
import type { UserRow } from '../users/user-row.js';
import type { CreatePropertyDto } from './dto/create-property.dto.js';
import type { UpdatePropertyDto } from './dto/update-property.dto.js';
import { ListingPhotos } from './listing-photos.js';
import { assertRenewable, assertTransition, COUNTED_SQL, isClosed, listingClosed, statusAfterWrite, takesAPlace } from './listing-states.js';
import { isPublicListing } from './listing-visibility.js';
import { assertMayFeature, assertRoomToPublish, managesListings, type PlanRoom } from './plan-rules.js';
import { listingNotFound } from './property-reads.service.js';
import { PropertySearchService } from './property-search.service.js';
import { expiryFromNow, stateColumns } from './state-columns.js';
import { propertyJson } from './property-json.js';
import type { JsonText } from '../common/sql/json-text.js';
import { db, fragment, rowOf, rowsOf } from '../common/sql/kysely.js';
import { columnsOf, fieldsOf, listingUpdate, storedListing, type PropertyFields, type StoredListing } from './property-values.js';
import { AuditLog, type AuditRecord } from '../audit/audit-log.js';
import { RewardsService } from '../rewards/rewards.service.js';
import { lockAccount } from '../users/lock-account.js';

/** Creating, changing and deleting listings, and their states: owner-or-admin, plan rules, photos kept in step. */
@Injectable()
export class PropertyWritesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly photos: ListingPhotos,
    private readonly search: PropertySearchService,
    private readonly rewards: RewardsService,
    private readonly settings: SiteSettingsService,
    private readonly audit: AuditLog,
  ) {}

  async create(actor: UserRow, dto: CreatePropertyDto): Promise<JsonText<Property>> {
    const id = await this.dataSource.transaction((manager) => this.createIn(manager, actor, dto));
    return this.written(id);
  }

  /**
   * In the caller's transaction (a draft's publication deletes the draft in the same one). The
   * listing is the actor's, or the member's an admin writes it for (`ownerId`, checked by the caller).
   */
  async createIn(manager: EntityManager, actor: UserRow, dto: CreatePropertyDto, ownerId = actor.id): Promise<number> {
    await this.assertMayFeature(manager, actor, dto.isFeatured, false);
    const { needApproval } = await this.rules(actor, dto.images);
    const status = statusAfterWrite(null, dto.isActive, needApproval);
    const columns = { ...columnsOf(dto), ...stateColumns(null, status) };
    if (takesAPlace(null, status)) assertRoomToPublish(actor, await this.lockRoom(manager, ownerId));
    await this.photos.attach(manager, actor.id, ownerId, dto.images);
    const { id } = await rowOf(
      manager,
      db
        .insertInto('properties')
        .values({ ...columns, user_id: ownerId })
        .returning('id'),
    );
    await this.rewardFirstWithPhotos(manager, ownerId, status, dto.images);
    await this.audited(manager, actor, { action: 'property.create', targetType: 'property', targetId: id, after: { owner: ownerId, status } });
    return id;
  }

  async update(actor: UserRow, id: number, dto: UpdatePropertyDto): Promise<JsonText<Property>> {
    const existing = await this.editable(actor, id);
    const removed = await this.dataSource.transaction((manager) => this.updateIn(manager, actor, existing, dto));
    await this.photos.removeUnused(existing.userId, removed);
    return this.written(id);
  }

  /** In the caller's transaction; answers the photos the change took off the listing. */
  async updateIn(manager: EntityManager, actor: UserRow, existing: StoredListing, dto: UpdatePropertyDto): Promise<string[]> {
    if (isClosed(existing.status)) throw listingClosed();
    const fields: PropertyFields = { ...fieldsOf(existing), ...dto };
    await this.assertMayFeature(manager, actor, fields.isFeatured, existing.isFeatured);
    const { needApproval } = await this.rules(actor, dto.images ?? []);
    const status = statusAfterWrite(existing.status, dto.isActive, needApproval);
    if (takesAPlace(existing.status, status)) assertRoomToPublish(actor, await this.lockRoom(manager, existing.userId));
    if (dto.images)
      await this.photos.attach(
        manager,
        actor.id,
        existing.userId,
        dto.images.filter((url) => !existing.images.includes(url)),
      );
    await rowsOf(manager, listingUpdate(existing.id, { ...columnsOf(fields, existing), ...stateColumns(existing.status, status) }));
    await this.rewardFirstWithPhotos(manager, existing.userId, status, fields.images);
    await this.audited(manager, actor, { action: 'property.update', targetType: 'property', targetId: existing.id, before: fieldsOf(existing), after: { ...dto } });
    return existing.images.filter((url) => !fields.images.includes(url));
  }

  /** POST /api/properties/:id/state: pause, resume, mark sold or rented, relist. */
  async changeState(actor: UserRow, id: number, { to }: ListingStateChange): Promise<JsonText<Property>> {
    const existing = await this.editable(actor, id);
    assertTransition(existing.status, to);
    const next: PropertyStatus = to === 'active' ? await this.published(actor) : to;
    await this.dataSource.transaction(async (manager) => {
      if (takesAPlace(existing.status, next)) assertRoomToPublish(actor, await this.lockRoom(manager, existing.userId));
      await rowsOf(manager, listingUpdate(id, stateColumns(existing.status, next)));
      await this.audited(manager, actor, { action: 'property.state', targetType: 'property', targetId: id, before: { status: existing.status }, after: { status: next } });
    });
    return this.written(id);
  }

  /** POST /api/properties/:id/renew: 90 more days from today; an expired listing is published again. */
  async renew(actor: UserRow, id: number): Promise<JsonText<Property>> {
    const existing = await this.editable(actor, id);
    assertRenewable(existing.status);
    const next = existing.status === 'active' ? 'active' : await this.published(actor);
    await this.dataSource.transaction(async (manager) => {
      if (takesAPlace(existing.status, next)) assertRoomToPublish(actor, await this.lockRoom(manager, existing.userId));
      // The 90 days start today; a listing that was public all along is not new again (saved-search alerts).
      const columns = existing.status === 'active' ? { expires_at: expiryFromNow(), expiry_notice_sent_at: null } : stateColumns(existing.status, next);
      await rowsOf(manager, listingUpdate(id, columns));
      await this.audited(manager, actor, { action: 'property.renew', targetType: 'property', targetId: id, before: { status: existing.status }, after: { status: next } });
    });
    return this.written(id);
  }

  async remove(actor: UserRow, id: number): Promise<void> {
    const existing = await this.editable(actor, id);
    await this.dataSource.transaction(async (manager) => {
      await rowsOf(manager, db.deleteFrom('properties').where('id', '=', id));
      await this.audited(manager, actor, { action: 'property.delete', targetType: 'property', targetId: id, before: { id, owner: existing.userId, ...fieldsOf(existing) } });
    });
    this.search.forget();
    await this.photos.removeUnused(existing.userId, existing.images);
  }

  /**
   * Its owner's and admins' to change. Anyone else gets 403 for a public listing, and for a
   * hidden one the 404 of a missing one: its existence is its owner's business.
   */
  async editable(actor: UserRow, id: number): Promise<StoredListing> {
    const [property] = await rowsOf(this.dataSource, storedListing(id));
    if (property && (property.userId === actor.id || managesListings(actor))) return property;
    if (!property || !isPublicListing(property)) throw listingNotFound(id);
    throw new ForbiddenException({ code: 'FORBIDDEN', message: 'Only the owner of this listing or an admin may change it.' });
  }

  async written(id: number): Promise<JsonText<Property>> {
    this.search.forget();
    const { body } = await rowOf(
      this.dataSource,
      db
        .selectFrom('properties as p')
        .select(fragment<JsonText<Property>>(propertyJson('p')).as('body'))
        .where('p.id', '=', id),
    );
    return body;
  }

  /** Points for the owner's first published listing with enough photos: once per account (the ledger's source is the account). */
  async rewardFirstWithPhotos(manager: EntityManager, ownerId: number, status: PropertyStatus, images: readonly string[]): Promise<void> {
    if (status !== 'active' || images.length < FIRST_LISTING_PHOTOS.photos) return;
    await this.rewards.award(manager, ownerId, FIRST_LISTING_PHOTOS.points, 'first_listing_photos', { type: 'user', id: ownerId });
  }

  /** An admin's write goes in the audit log with it (a member's listing, or one of their own); members' writes do not. */
  private async audited(manager: EntityManager, actor: UserRow, entry: AuditRecord): Promise<void> {
    if (managesListings(actor)) await this.audit.record(entry, manager);
  }

  /**
   * The rules admins set: the photos a listing may hold (only a write that sends photos is
   * checked, so that lowering the limit never locks older listings), and whether an owner's
   * publication waits for approval (an admin's never does).
   */
  private async rules(actor: UserRow, images: readonly string[]): Promise<{ needApproval: boolean }> {
    const { maxImages, listingsNeedApproval } = await this.settings.get();
    if (images.length > maxImages) throw validationFailed([{ field: 'images', code: 'tooMany', limit: maxImages }], `A listing holds at most ${maxImages} photos.`);
    return { needApproval: listingsNeedApproval && !managesListings(actor) };
  }

  /** The plan's featuring rule, as admins have set it: read only when a listing would become featured. */
  private async assertMayFeature(manager: EntityManager, actor: UserRow, wantsFeatured: boolean, wasFeatured: boolean): Promise<void> {
    if (!wantsFeatured || wasFeatured) return;
    const [plan] = await rowsOf(manager, db.selectFrom('subscription_plans').select('can_feature as canFeature').where('name', '=', actor.subscriptionPlan));
    assertMayFeature(actor, plan?.canFeature ?? false, wantsFeatured, wasFeatured);
  }

  /** What publishing makes of a listing: public, or waiting for an admin. */
  private async published(actor: UserRow): Promise<PropertyStatus> {
    return (await this.rules(actor, [])).needApproval ? 'pending' : 'active';
  }

  /** The owner's published and pending listings, counted while their row is locked: two writes cannot both take the last place. */
  /** The owner's row locked: two publications of one owner take turns at the check. The limit is the owner's plan's. */
  private async lockRoom(manager: EntityManager, userId: number): Promise<PlanRoom> {
    await lockAccount(manager, userId);
    const [room] = await rowsOf(
      manager,
      db
        .selectFrom('users as u')
        .innerJoin('subscription_plans as plan', 'plan.name', 'u.subscription_plan')
        .select((eb) => [
          eb
            .selectFrom('properties as p')
            .where('p.user_id', '=', userId)
            .where(fragment<boolean>(COUNTED_SQL))
            .select(sql<number>`count(*)::int`.as('published'))
            .$asScalar()
            .as('published'),
          'plan.listing_limit as limit',
        ])
        .where('u.id', '=', userId),
    );
    return room;
  }
}
