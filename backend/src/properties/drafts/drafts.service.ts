import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { can, MAX_DRAFTS, type DraftOwner, type ListingDraft, type ListingDraftForm, type Property } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { validateBody } from '../../common/validation/validation-pipe.js';
import type { UserRow } from '../../users/user-row.js';
import { CreatePropertyDto } from '../dto/create-property.dto.js';
import { ListingPhotos } from '../listing-photos.js';
import type { JsonText } from '../../common/sql/json-text.js';
import { countAs, db, rowOf, rowsOf } from '../../common/sql/kysely.js';
import { PropertyWritesService } from '../property-writes.service.js';
import { lockAccount } from '../../users/lock-account.js';
import { ListingDecisionMails } from '../admin/listing-decision-mails.js';

const draftNotFound = (id: number): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: `No draft of yours has the id ${id}.` });

/** A draft's columns as the service reads them; the form is the JSON the editor sent. */
const DRAFT = ['id', 'owner_id as ownerId', 'property_id as propertyId', sql<ListingDraftForm>`form`.as('form'), 'created_at as createdAt', 'updated_at as updatedAt'] as const;
type DraftRow = { id: number; ownerId: number; propertyId: number | null; form: ListingDraftForm; createdAt: Date; updatedAt: Date };

const toDraft = (row: DraftRow, forOwner: DraftOwner | null): ListingDraft => ({
  id: row.id,
  propertyId: row.propertyId,
  forOwner,
  form: row.form,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const draftsOf = (userId: number) => db.selectFrom('listing_drafts').where('user_id', '=', userId);

/** The form replaced, as the autosave sends it: the draft's time is the save's. */
const savedForm = (id: number, form: ListingDraftForm) =>
  db
    .updateTable('listing_drafts')
    .set({ form: JSON.stringify(form), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(DRAFT);

/** The editor's autosaved forms: kept as typed, published through the listings' own rules. */
@Injectable()
export class DraftsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: PropertyWritesService,
    private readonly photos: ListingPhotos,
    private readonly mails: ListingDecisionMails,
  ) {}

  async list(user: UserRow, limit: number, offset: number): Promise<{ items: ListingDraft[]; total: number }> {
    const [rows, { total }] = await Promise.all([
      rowsOf(this.dataSource, draftsOf(user.id).select(DRAFT).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset)),
      rowOf(this.dataSource, draftsOf(user.id).select(countAs('total'))),
    ]);
    return { items: await this.named(user, rows), total };
  }

  async get(user: UserRow, id: number): Promise<ListingDraft> {
    const [draft] = await this.named(user, [await this.own(this.dataSource.manager, user, id)]);
    return draft;
  }

  /**
   * 201 a new draft; with a listing's id, the caller's one draft for that listing is replaced
   * (200). An admin writes a new listing for a member with `ownerId`.
   */
  async create(user: UserRow, propertyId: number | null, form: ListingDraftForm, ownerId?: number): Promise<{ draft: ListingDraft; created: boolean }> {
    const owner = propertyId !== null ? (await this.writes.editable(user, propertyId)).userId : await this.memberFor(user, ownerId);
    const saved = await this.dataSource.transaction(async (manager) => {
      await lockAccount(manager, user.id);
      const [existing] = propertyId === null ? [] : await rowsOf(manager, draftsOf(user.id).select('id').where('property_id', '=', propertyId));
      if (!existing && (await rowOf(manager, draftsOf(user.id).select(countAs('count')))).count >= MAX_DRAFTS) {
        throw new ForbiddenException({ code: 'DRAFT_LIMIT_REACHED', message: `An account keeps at most ${MAX_DRAFTS} drafts: publish or delete one.`, limit: MAX_DRAFTS });
      }
      await this.photos.attach(manager, user.id, owner, form.images ?? []);
      const draft = existing
        ? await rowOf(manager, savedForm(existing.id, form))
        : await rowOf(
            manager,
            db
              .insertInto('listing_drafts')
              .values({ user_id: user.id, owner_id: owner, property_id: propertyId, form: JSON.stringify(form) })
              .returning(DRAFT),
          );
      return { draft, created: !existing };
    });
    const [draft] = await this.named(user, [saved.draft]);
    return { draft, created: saved.created };
  }

  /** The autosave: the form replaced as it now is. */
  async save(user: UserRow, id: number, form: ListingDraftForm): Promise<ListingDraft> {
    return this.dataSource
      .transaction(async (manager) => {
        const draft = await this.own(manager, user, id);
        await this.photos.attach(manager, user.id, draft.ownerId, form.images ?? []);
        return rowOf(manager, savedForm(draft.id, form));
      })
      .then(async (draft) => (await this.named(user, [draft]))[0]);
  }

  async remove(user: UserRow, id: number): Promise<void> {
    const draft = await this.own(this.dataSource.manager, user, id);
    await rowsOf(this.dataSource, db.deleteFrom('listing_drafts').where('id', '=', id));
    await this.photos.removeUnused(draft.ownerId, draft.form.images ?? []);
  }

  /**
   * The form under the full rules (400 VALIDATION_FAILED naming each field), then, in one
   * transaction, the new listing created or the listing changed, and the draft deleted.
   */
  async publish(user: UserRow, id: number): Promise<JsonText<Property>> {
    const draft = await this.own(this.dataSource.manager, user, id);
    const dto = await validateBody(CreatePropertyDto, draft.form);
    const existing = draft.propertyId === null ? null : await this.writes.editable(user, draft.propertyId);
    const owner = existing ? existing.userId : await this.memberFor(user, draft.ownerId);
    const { propertyId, removed } = await this.dataSource.transaction(async (manager) => {
      await rowsOf(manager, db.deleteFrom('listing_drafts').where('id', '=', id));
      if (!existing) return { propertyId: await this.writes.createIn(manager, user, dto, owner), removed: [] };
      return { propertyId: existing.id, removed: await this.writes.updateIn(manager, user, existing, dto) };
    });
    await this.photos.removeUnused(owner, removed);
    const listing = await this.writes.written(propertyId);
    if (!existing && owner !== user.id)
      await this.mails.publishedForMember(this.dataSource.manager, { id: propertyId, title: dto.title, titleEn: dto.titleEn ?? null, userId: owner });
    return listing;
  }

  /** The caller, or the member an admin writes a new listing for: 403 for anyone else, 404 when no active member has that id. */
  private async memberFor(user: UserRow, ownerId: number | undefined): Promise<number> {
    if (ownerId === undefined || ownerId === user.id) return user.id;
    if (!can(user.role, 'properties.manage')) throw new ForbiddenException({ code: 'FORBIDDEN', message: 'Only an admin writes a listing for another member.' });
    const [member] = await rowsOf(
      this.dataSource,
      db.selectFrom('users').select('id').where('id', '=', ownerId).where('is_active', '=', true).where('deletion_scheduled_at', 'is', null),
    );
    if (!member) throw new NotFoundException({ code: 'NOT_FOUND', message: `No active member has the id ${ownerId}.` });
    return ownerId;
  }

  /** The drafts as the API answers them: those for another member name that member. */
  private async named(user: UserRow, drafts: DraftRow[]): Promise<ListingDraft[]> {
    const others = [...new Set(drafts.map((draft) => draft.ownerId).filter((owner) => owner !== user.id))];
    const owners: DraftOwner[] =
      others.length === 0
        ? []
        : await rowsOf(
            this.dataSource,
            db
              .selectFrom('users')
              .select(['id', 'username', sql<string>`trim(first_name || ' ' || last_name)`.as('name')])
              .where('id', 'in', others),
          );
    return drafts.map((draft) => toDraft(draft, owners.find((owner) => owner.id === draft.ownerId) ?? null));
  }

  private async own(manager: EntityManager, user: UserRow, id: number): Promise<DraftRow> {
    const [draft] = await rowsOf(manager, draftsOf(user.id).select(DRAFT).where('id', '=', id));
    if (!draft) throw draftNotFound(id);
    return draft;
  }
}
