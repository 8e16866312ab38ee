import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { can, MAX_DRAFTS, type DraftOwner, type ListingDraft, type ListingDraftForm, type Property } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { validateBody } from '../../common/validation/validation-pipe.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CreatePropertyDto } from '../dto/create-property.dto.js';
import { ListingPhotos } from '../listing-photos.js';
import type { JsonText } from '../../common/sql/json-text.js';
import { db, rowsOf } from '../../common/sql/kysely.js';
import { PropertyWritesService } from '../property-writes.service.js';
import { ListingDraftEntity } from './listing-draft.entity.js';
import { lockAccount } from '../../users/lock-account.js';
import { ListingDecisionMails } from '../admin/listing-decision-mails.js';

const draftNotFound = (id: number): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: `No draft of yours has the id ${id}.` });

const toDraft = (entity: ListingDraftEntity, forOwner: DraftOwner | null): ListingDraft => ({
  id: entity.id,
  propertyId: entity.propertyId,
  forOwner,
  form: entity.form,
  createdAt: entity.createdAt.toISOString(),
  updatedAt: entity.updatedAt.toISOString(),
});

/** The editor's autosaved forms: kept as typed, published through the listings' own rules. */
@Injectable()
export class DraftsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: PropertyWritesService,
    private readonly photos: ListingPhotos,
    private readonly mails: ListingDecisionMails,
  ) {}

  async list(user: UserEntity, limit: number, offset: number): Promise<{ items: ListingDraft[]; total: number }> {
    const [rows, total] = await this.dataSource.manager.findAndCount(ListingDraftEntity, {
      where: { userId: user.id },
      order: { updatedAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
    return { items: await this.named(user, rows), total };
  }

  async get(user: UserEntity, id: number): Promise<ListingDraft> {
    const [draft] = await this.named(user, [await this.own(this.dataSource.manager, user, id)]);
    return draft;
  }

  /**
   * 201 a new draft; with a listing's id, the caller's one draft for that listing is replaced
   * (200). An admin writes a new listing for a member with `ownerId`.
   */
  async create(user: UserEntity, propertyId: number | null, form: ListingDraftForm, ownerId?: number): Promise<{ draft: ListingDraft; created: boolean }> {
    const owner = propertyId !== null ? (await this.writes.editable(user, propertyId)).userId : await this.memberFor(user, ownerId);
    const saved = await this.dataSource.transaction(async (manager) => {
      await lockAccount(manager, user.id);
      const existing = propertyId === null ? null : await manager.findOneBy(ListingDraftEntity, { userId: user.id, propertyId });
      if (!existing && (await manager.countBy(ListingDraftEntity, { userId: user.id })) >= MAX_DRAFTS) {
        throw new ForbiddenException({ code: 'DRAFT_LIMIT_REACHED', message: `An account keeps at most ${MAX_DRAFTS} drafts: publish or delete one.`, limit: MAX_DRAFTS });
      }
      await this.photos.attach(manager, user.id, owner, form.images ?? []);
      const draft = await manager.save(existing ? Object.assign(existing, { form }) : manager.create(ListingDraftEntity, { userId: user.id, ownerId: owner, propertyId, form }));
      return { draft, created: !existing };
    });
    const [draft] = await this.named(user, [saved.draft]);
    return { draft, created: saved.created };
  }

  /** The autosave: the form replaced as it now is. */
  async save(user: UserEntity, id: number, form: ListingDraftForm): Promise<ListingDraft> {
    return this.dataSource
      .transaction(async (manager) => {
        const draft = await this.own(manager, user, id);
        await this.photos.attach(manager, user.id, draft.ownerId, form.images ?? []);
        draft.form = form;
        return manager.save(draft);
      })
      .then(async (draft) => (await this.named(user, [draft]))[0]);
  }

  async remove(user: UserEntity, id: number): Promise<void> {
    const draft = await this.own(this.dataSource.manager, user, id);
    await this.dataSource.manager.delete(ListingDraftEntity, { id });
    await this.photos.removeUnused(draft.ownerId, draft.form.images ?? []);
  }

  /**
   * The form under the full rules (400 VALIDATION_FAILED naming each field), then, in one
   * transaction, the new listing created or the listing changed, and the draft deleted.
   */
  async publish(user: UserEntity, id: number): Promise<JsonText<Property>> {
    const draft = await this.own(this.dataSource.manager, user, id);
    const dto = await validateBody(CreatePropertyDto, draft.form);
    const existing = draft.propertyId === null ? null : await this.writes.editable(user, draft.propertyId);
    const owner = existing ? existing.userId : await this.memberFor(user, draft.ownerId);
    const { propertyId, removed } = await this.dataSource.transaction(async (manager) => {
      await manager.delete(ListingDraftEntity, { id });
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
  private async memberFor(user: UserEntity, ownerId: number | undefined): Promise<number> {
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
  private async named(user: UserEntity, drafts: ListingDraftEntity[]): Promise<ListingDraft[]> {
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

  private async own(manager: EntityManager, user: UserEntity, id: number): Promise<ListingDraftEntity> {
    const draft = await manager.findOneBy(ListingDraftEntity, { id, userId: user.id });
    if (!draft) throw draftNotFound(id);
    return draft;
  }
}
