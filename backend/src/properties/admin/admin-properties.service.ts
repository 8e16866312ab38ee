import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { AdminBulkResult, AdminProperty, AdminPropertyAction, AdminPropertySort, AdminSettableStatus, PropertyStatus } from 'shared-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../../audit/audit-log.js';
import { fieldName } from '../../common/sql/field-name.js';
import { db, fragment, rowOf, rowsOf, total } from '../../common/sql/kysely.js';
import { iso } from '../../common/sql/json-text.js';
import { containsPattern } from '../../common/sql/like.js';
import type { UserRow } from '../../users/user-row.js';
import { isClosed } from '../listing-states.js';
import { PropertySearchService } from '../property-search.service.js';
import { PropertyWritesService } from '../property-writes.service.js';
import { listingUpdate, storedListing, type StoredListing } from '../property-values.js';
import { stateColumns, type StateColumns } from '../state-columns.js';
import type { AdminPropertiesQuery } from './admin-properties.dto.js';
import { ListingDecisionMails } from './listing-decision-mails.js';

// An AdminProperty as the API sends it, built by PostgreSQL.
const ROW = fragment<AdminProperty>(
  `json_build_object('id', p.id, 'title', p.title, 'titleEn', p.title_en, 'propertyType', p.property_type, 'priceType', p.price_type, 'price', p.price::float8, ` +
    `'priceUnit', p.price_unit, 'commune', p.commune, 'status', p.status, 'isFeatured', p.is_featured, 'images', p.images, 'viewCount', p.view_count, ` +
    `'createdAt', ${iso('p.created_at')}, 'owner', json_build_object('id', u.id, 'username', u.username, 'email', u.email, 'firstName', u.first_name, 'lastName', u.last_name))`,
).as('body');

const listings = () => db.selectFrom('properties as p').innerJoin('users as u', 'u.id', 'p.user_id');

const ORDER: Record<AdminPropertySort, string> = {
  newest: 'p.created_at DESC, p.id DESC',
  oldest: 'p.created_at ASC, p.id ASC',
  price_desc: 'p.price_dzd DESC, p.id DESC',
  price_asc: 'p.price_dzd ASC, p.id ASC',
  views: 'p.view_count DESC, p.id DESC',
};

type Decision = {
  action: string;
  after: Partial<StateColumns> & { is_featured?: boolean };
  afterwards?: (manager: EntityManager, listing: StoredListing) => Promise<void>;
};

/**
 * The back-office's listings: searched and filtered on the server, featured, approved or
 * refused (the owner is mailed), put in another state, deleted; each change audit-logged in its
 * own transaction, and the public search told at once.
 */
@Injectable()
export class AdminPropertiesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: PropertyWritesService,
    private readonly search: PropertySearchService,
    private readonly audit: AuditLog,
    private readonly mails: ListingDecisionMails,
  ) {}

  async page(
    { q, status, type, commune, document, featured, owner, sort = 'newest' }: AdminPropertiesQuery,
    limit: number,
    offset: number,
  ): Promise<{ items: AdminProperty[]; total: number }> {
    let found = listings();
    const text = q?.trim() && containsPattern(q.trim());
    if (text)
      found = found.where((eb) =>
        eb.or([eb('p.title', 'ilike', text), eb('p.title_en', 'ilike', text), eb('p.commune', 'ilike', text), eb('p.address', 'ilike', text), eb('p.address_en', 'ilike', text)]),
      );
    if (status) found = found.where('p.status', '=', status);
    if (type) found = found.where('p.property_type', '=', type);
    if (commune) found = found.where('p.commune', '=', commune);
    if (document) found = found.where('p.ownership_document', '=', document);
    if (featured !== undefined) found = found.where('p.is_featured', '=', featured);
    const ownerText = owner?.trim() && containsPattern(owner.trim());
    if (ownerText) found = found.where((eb) => eb.or([eb('u.username', 'ilike', ownerText), eb('u.email', 'ilike', ownerText)]));
    const [counted, rows] = await Promise.all([
      rowOf(this.dataSource, found.select(total())),
      rowsOf(this.dataSource, found.select(ROW).orderBy(fragment(ORDER[sort])).limit(limit).offset(offset)),
    ]);
    return { items: rows.map((row) => row.body), total: counted.total };
  }
  /** Listings waiting for approval: the moderation tab's count, the queue's own total. */
  async waiting(): Promise<number> {
    return (await this.page({ status: 'pending' }, 0, 0)).total;
  }

  setFeatured(id: number, featured: boolean): Promise<AdminProperty> {
    return this.change(id, (listing) => {
      if (isClosed(listing.status) && featured) throw invalid(`A ${listing.status} listing is not featured.`);
      return { action: featured ? 'property.feature' : 'property.unfeature', after: { is_featured: featured } };
    });
  }

  /** Any state an admin may set by hand; a pending listing made active is approved (and its owner told). */
  setStatus(id: number, status: AdminSettableStatus): Promise<AdminProperty> {
    return this.change(id, (listing) => this.toState(listing, status));
  }

  approve(id: number): Promise<AdminProperty> {
    return this.change(id, (listing) => {
      if (listing.status !== 'pending') throw invalid('Only a listing waiting for approval is approved.');
      return this.toState(listing, 'active');
    });
  }

  /** Back to the owner, paused, with the reason mailed. */
  reject(id: number, reason: string): Promise<AdminProperty> {
    return this.change(
      id,
      (listing) => {
        if (listing.status !== 'pending') throw invalid('Only a listing waiting for approval is refused.');
        return {
          action: 'property.reject',
          after: { ...stateColumns(listing.status, 'paused'), is_featured: false },
          afterwards: (manager, row) => this.mails.rejected(manager, row, reason),
        };
      },
      { reason },
    );
  }

  /** Audit-logged by the writes themselves, as any admin's write. */
  remove(admin: UserRow, id: number): Promise<void> {
    return this.writes.remove(admin, id);
  }

  /** One action on each selected listing, each on its own: one that is gone or closed is skipped, the rest change. */
  async bulk(admin: UserRow, ids: number[], action: AdminPropertyAction): Promise<AdminBulkResult> {
    const skipped: number[] = [];
    for (const id of ids) {
      try {
        if (action === 'delete') await this.remove(admin, id);
        else if (action === 'feature' || action === 'unfeature') await this.setFeatured(id, action === 'feature');
        else await this.setStatus(id, action === 'publish' ? 'active' : 'paused');
      } catch (error) {
        if (!(error instanceof NotFoundException || error instanceof ConflictException)) throw error;
        skipped.push(id);
      }
    }
    return { changed: ids.length - skipped.length, skipped };
  }

  private toState(listing: StoredListing, status: PropertyStatus): Decision {
    if (listing.status === status) return { action: 'property.status', after: {} };
    const approved = listing.status === 'pending' && status === 'active';
    return {
      action: approved ? 'property.approve' : 'property.status',
      after: { ...stateColumns(listing.status, status), ...(status !== 'active' && { is_featured: false }) },
      ...(approved && {
        afterwards: async (manager: EntityManager, row: StoredListing) => {
          await this.writes.rewardFirstWithPhotos(manager, row.userId, 'active', row.images);
          await this.mails.approved(manager, row);
        },
      }),
    };
  }

  /** The listing locked, the change and its audit row in one transaction; the owner mailed (and rewarded) once it committed. */
  private async change(id: number, decide: (listing: StoredListing) => Decision, note?: object): Promise<AdminProperty> {
    let after: (() => Promise<void>) | undefined;
    await this.dataSource.transaction(async (manager) => {
      const [listing] = await rowsOf(manager, storedListing(id).forUpdate());
      if (!listing) throw notFound(id);
      const { action, after: columns, afterwards } = decide(listing);
      if (Object.keys(columns).length === 0) return;
      await rowsOf(manager, listingUpdate(id, columns));
      // The audit rows name the fields as the API does, as every other audit row.
      const fields = Object.entries(columns).map(([column, value]) => [fieldName(column), value] as const);
      const before = Object.fromEntries(fields.map(([field]) => [field, listing[field as keyof StoredListing]]));
      await this.audit.record({ action, targetType: 'property', targetId: id, before, after: { ...Object.fromEntries(fields), ...note } }, manager);
      if (afterwards) after = () => this.dataSource.transaction((next) => afterwards(next, listing));
    });
    this.search.forget();
    await after?.();
    return this.one(id);
  }

  private async one(id: number): Promise<AdminProperty> {
    const [row] = (await rowsOf(this.dataSource, listings().select(ROW).where('p.id', '=', id))).map((found) => found.body);
    if (!row) throw notFound(id);
    return row;
  }
}

const notFound = (id: number) => new NotFoundException({ code: 'NOT_FOUND', message: `No listing has the id ${id}.` });
const invalid = (message: string) => new ConflictException({ code: 'INVALID_TRANSITION', message });
