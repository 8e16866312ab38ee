import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { MAX_DRAFTS, type ListingDraft, type ListingDraftForm, type Property } from 'shared-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { validateBody } from '../../common/validation/validation-pipe.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CreatePropertyDto } from '../dto/create-property.dto.js';
import { ListingPhotos } from '../listing-photos.js';
import type { JsonText } from '../property-json.js';
import { PropertyWritesService } from '../property-writes.service.js';
import { ListingDraftEntity } from './listing-draft.entity.js';
import { lockAccount } from '../../users/lock-account.js';

const draftNotFound = (id: number): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: `No draft of yours has the id ${id}.` });

const toDraft = (entity: ListingDraftEntity): ListingDraft => ({
  id: entity.id,
  propertyId: entity.propertyId,
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
  ) {}

  async list(user: UserEntity, limit: number, offset: number): Promise<{ items: ListingDraft[]; total: number }> {
    const [rows, total] = await this.dataSource.manager.findAndCount(ListingDraftEntity, {
      where: { userId: user.id },
      order: { updatedAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
    return { items: rows.map(toDraft), total };
  }

  async get(user: UserEntity, id: number): Promise<ListingDraft> {
    return toDraft(await this.own(this.dataSource.manager, user, id));
  }

  /** 201 a new draft; with a listing's id, the owner's one draft for that listing is replaced (200). */
  async create(user: UserEntity, propertyId: number | null, form: ListingDraftForm): Promise<{ draft: ListingDraft; created: boolean }> {
    if (propertyId !== null) await this.writes.editable(user, propertyId);
    return this.dataSource.transaction(async (manager) => {
      await lockAccount(manager, user.id);
      const existing = propertyId === null ? null : await manager.findOneBy(ListingDraftEntity, { userId: user.id, propertyId });
      if (!existing && (await manager.countBy(ListingDraftEntity, { userId: user.id })) >= MAX_DRAFTS) {
        throw new ForbiddenException({ code: 'DRAFT_LIMIT_REACHED', message: `An account keeps at most ${MAX_DRAFTS} drafts: publish or delete one.`, limit: MAX_DRAFTS });
      }
      await this.photos.attach(manager, user.id, form.images ?? []);
      const saved = await manager.save(existing ? Object.assign(existing, { form }) : manager.create(ListingDraftEntity, { userId: user.id, propertyId, form }));
      return { draft: toDraft(saved), created: !existing };
    });
  }

  /** The autosave: the form replaced as it now is. */
  async save(user: UserEntity, id: number, form: ListingDraftForm): Promise<ListingDraft> {
    return this.dataSource.transaction(async (manager) => {
      const draft = await this.own(manager, user, id);
      await this.photos.attach(manager, user.id, form.images ?? []);
      draft.form = form;
      return toDraft(await manager.save(draft));
    });
  }

  async remove(user: UserEntity, id: number): Promise<void> {
    const draft = await this.own(this.dataSource.manager, user, id);
    await this.dataSource.manager.delete(ListingDraftEntity, { id });
    await this.photos.removeUnused(user.id, draft.form.images ?? []);
  }

  /**
   * The form under SPEC §5's full rules (400 VALIDATION_FAILED naming each field), then, in one
   * transaction, the new listing created or the listing changed, and the draft deleted.
   */
  async publish(user: UserEntity, id: number): Promise<JsonText<Property>> {
    const draft = await this.own(this.dataSource.manager, user, id);
    const dto = await validateBody(CreatePropertyDto, draft.form);
    const existing = draft.propertyId === null ? null : await this.writes.editable(user, draft.propertyId);
    const { propertyId, removed } = await this.dataSource.transaction(async (manager) => {
      await manager.delete(ListingDraftEntity, { id });
      if (!existing) return { propertyId: await this.writes.createIn(manager, user, dto), removed: [] };
      return { propertyId: existing.id, removed: await this.writes.updateIn(manager, user, existing, dto) };
    });
    await this.photos.removeUnused(existing?.userId ?? user.id, removed);
    return this.writes.written(propertyId);
  }

  private async own(manager: EntityManager, user: UserEntity, id: number): Promise<ListingDraftEntity> {
    const draft = await manager.findOneBy(ListingDraftEntity, { id, userId: user.id });
    if (!draft) throw draftNotFound(id);
    return draft;
  }
}
