import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { can, normalizeForSearch, type AdvisorCard, type AdvisorProfile, type OwnAdvisorProfile } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { db, fragment, pageOf, rowOf, rowsOf, total } from '../common/sql/kysely.js';
import { containsPattern } from '../common/sql/like.js';
import { keywordWords } from '../properties/search/keyword.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { UserRow } from '../users/user-row.js';
import { CARD_JSON, LISTED_ADVISOR_SQL, OWN_PROFILE_JSON, PROFILE_JSON } from './advisor-sql.js';
import type { AdminAdvisorQuery, AdvisorApplicationDto, AdvisorListQuery, AdvisorVerificationDto } from './advisor.dto.js';
import { AdvisorMails } from './advisor-mails.js';

// The reader's sort only (law 13-07): no placement can be bought, and ties fall back to the name.
const SORTS = {
  name: 'a.full_name ASC, a.id ASC',
  experience: 'a.experience_years DESC, a.full_name ASC, a.id ASC',
  rating: 'CASE WHEN a.rating_count > 0 THEN a.rating_sum::numeric / a.rating_count END DESC NULLS LAST, a.rating_count DESC, a.full_name ASC, a.id ASC',
} as const;

export const advisorNotFound = (): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: 'No such advisor.' });

/** An application's columns, as the table names them. */
const columnsOf = (form: AdvisorApplicationDto) => ({
  full_name: form.fullName,
  profession: form.profession,
  registration_number: form.registrationNumber,
  chamber: form.chamber,
  commune: form.commune,
  office_address: form.officeAddress ?? null,
  phone: form.phone,
  specializations: form.specializations,
  languages: form.languages,
  experience_years: form.experienceYears,
  bio: form.bio,
  photo: form.photo ?? null,
  search_text: normalizeForSearch(`${form.fullName} ${form.bio} ${form.chamber}`),
});

/** Advisors (`a`) as their applicant and the admin read them. */
const ownProfiles = () => db.selectFrom('legal_advisors as a').select(fragment<OwnAdvisorProfile>(OWN_PROFILE_JSON).as('body'));

/** The directory, the applications behind it, and the admin's check. */
@Injectable()
export class AdvisorsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly mails: AdvisorMails,
    private readonly audit: AuditLog,
  ) {}

  async page(query: AdvisorListQuery, limit: number, offset: number): Promise<{ items: AdvisorCard[]; total: number }> {
    let listed = db.selectFrom('legal_advisors as a').where(fragment<boolean>(LISTED_ADVISOR_SQL));
    for (const word of keywordWords(query.q)) listed = listed.where('a.search_text', 'like', containsPattern(word));
    if (query.profession) listed = listed.where('a.profession', '=', query.profession);
    if (query.specialization) listed = listed.where(sql<boolean>`${query.specialization} = ANY(a.specializations)`);
    if (query.commune) listed = listed.where('a.commune', '=', query.commune);
    return pageOf(
      this.dataSource,
      listed
        .select(fragment<AdvisorCard>(CARD_JSON).as('body'))
        .orderBy(fragment(SORTS[query.sort ?? 'name']))
        .limit(limit)
        .offset(offset),
      listed.select(total()),
    );
  }

  /** For the home page: the most recently verified, a fact about the directory rather than a ranking. */
  async featured(limit = 4): Promise<AdvisorCard[]> {
    const rows = await rowsOf(
      this.dataSource,
      db
        .selectFrom('legal_advisors as a')
        .select(fragment<AdvisorCard>(CARD_JSON).as('body'))
        .where(fragment<boolean>(LISTED_ADVISOR_SQL))
        .orderBy('a.verified_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(limit),
    );
    return rows.map((row) => row.body);
  }

  /** A listed advisor for anyone; their own profile for its owner, any for who manages advisors. */
  async profile(id: number, reader: UserRow | undefined): Promise<AdvisorProfile> {
    let readable = db.selectFrom('legal_advisors as a').select(fragment<AdvisorProfile>(PROFILE_JSON).as('body')).where('a.id', '=', id).where('a.deleted_at', 'is', null);
    if (!can(reader?.role, 'advisors.manage'))
      readable = readable.where((advisor) => advisor.or([fragment<boolean>(LISTED_ADVISOR_SQL), advisor('a.user_id', '=', reader?.id ?? 0)]));
    const [row] = await rowsOf(this.dataSource, readable);
    if (!row) throw advisorNotFound();
    return row.body;
  }

  async own(userId: number): Promise<OwnAdvisorProfile> {
    const [row] = await rowsOf(this.dataSource, ownProfiles().where('a.user_id', '=', userId).where('a.deleted_at', 'is', null));
    if (!row) throw new NotFoundException({ code: 'NOT_FOUND', message: 'You have not applied to the directory.' });
    return row.body;
  }

  /** One profile per account; it waits for an admin's check. */
  async apply(form: AdvisorApplicationDto, user: UserRow): Promise<OwnAdvisorProfile> {
    await this.dataSource.transaction(async (manager) => {
      // The account's one row, whoever asks first: two applications sent at once get one 201 and one 409.
      const inserted = await rowsOf(
        manager,
        db
          .insertInto('legal_advisors')
          .values({ user_id: user.id, ...columnsOf(form) })
          .onConflict((conflict) => conflict.column('user_id').doNothing())
          .returning('id'),
      );
      if (inserted.length === 0) throw new ConflictException({ code: 'ALREADY_APPLIED', message: 'This account already has a profile in the directory.' });
      await this.attachPhoto(manager, user.id, form.photo, null);
    });
    return this.own(user.id);
  }

  /** Changes by the applicant; a new registration number (or a refused profile) goes back to the admin. */
  async edit(form: AdvisorApplicationDto, user: UserRow): Promise<OwnAdvisorProfile> {
    await this.dataSource.transaction(async (manager) => {
      const [before] = await rowsOf(
        manager,
        db.selectFrom('legal_advisors').select(['id', 'registration_number', 'status', 'photo']).where('user_id', '=', user.id).where('deleted_at', 'is', null).forUpdate(),
      );
      if (!before) throw new NotFoundException({ code: 'NOT_FOUND', message: 'You have not applied to the directory.' });
      const recheck = before.registration_number !== form.registrationNumber || before.status === 'rejected';
      await rowsOf(
        manager,
        db
          .updateTable('legal_advisors')
          .set({ ...columnsOf(form), updated_at: sql`now()`, ...(recheck && { status: 'pending', verified_at: null, verified_by: null, admin_note: null }) })
          .where('id', '=', before.id),
      );
      await this.attachPhoto(manager, user.id, form.photo, before.photo);
    });
    return this.own(user.id);
  }

  async adminPage(query: AdminAdvisorQuery, limit: number, offset: number): Promise<{ items: OwnAdvisorProfile[]; total: number }> {
    let applications = db.selectFrom('legal_advisors as a').where('a.deleted_at', 'is', null);
    if (query.status) applications = applications.where('a.status', '=', query.status);
    for (const word of keywordWords(query.q)) applications = applications.where('a.search_text', 'like', containsPattern(word));
    return pageOf(
      this.dataSource,
      applications
        .select(fragment<OwnAdvisorProfile>(OWN_PROFILE_JSON).as('body'))
        .orderBy(sql`a.status = 'pending'`, 'desc')
        .orderBy('a.created_at', 'desc')
        .limit(limit)
        .offset(offset),
      applications.select(total()),
    );
  }
  /** Applications waiting for verification: the moderation tab's count, the queue's own total. */
  async waiting(): Promise<number> {
    return (await this.adminPage({ status: 'pending' }, 0, 0)).total;
  }

  /** The verify: the registration number was checked (or not); the applicant is told by mail. */
  async verify(id: number, { verified, note }: AdvisorVerificationDto, admin: UserRow): Promise<OwnAdvisorProfile> {
    const [row] = await rowsOf(
      this.dataSource,
      db
        .updateTable('legal_advisors')
        .set({
          status: verified ? 'verified' : 'rejected',
          admin_note: note ?? null,
          verified_at: verified ? sql<Date>`now()` : null,
          verified_by: admin.id,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returning('user_id'),
    );
    if (!row) throw advisorNotFound();
    await this.audit.record({
      action: verified ? 'advisor.verify' : 'advisor.reject',
      targetType: 'advisor',
      targetId: id,
      after: { status: verified ? 'verified' : 'rejected', note: note ?? null },
    });
    const { body } = await rowOf(this.dataSource, ownProfiles().where('a.id', '=', id));
    if (row.user_id) await this.mails.verified(row.user_id, body);
    return body;
  }

  /** Add Advisor: a profile an admin checked and enters, verified at once, tied to no account. */
  async adminAdd(form: AdvisorApplicationDto, admin: UserRow): Promise<OwnAdvisorProfile> {
    const id = await this.dataSource.transaction(async (manager) => {
      const { id } = await rowOf(
        manager,
        db
          .insertInto('legal_advisors')
          .values({ ...columnsOf(form), status: 'verified', verified_at: sql`now()`, verified_by: admin.id })
          .returning('id'),
      );
      await this.attachPhoto(manager, admin.id, form.photo, null);
      await this.audit.record({ action: 'advisor.add', targetType: 'advisor', targetId: id, after: { name: form.fullName, registrationNumber: form.registrationNumber } }, manager);
      return id;
    });
    const { body } = await rowOf(this.dataSource, ownProfiles().where('a.id', '=', id));
    return body;
  }

  async remove(id: number): Promise<void> {
    const removed = await rowsOf(
      this.dataSource,
      db
        .updateTable('legal_advisors')
        .set({ deleted_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returning('id'),
    );
    if (removed.length === 0) throw advisorNotFound();
    await this.audit.record({ action: 'advisor.delete', targetType: 'advisor', targetId: id, after: { deleted: true } });
  }

  /** The listed advisor a request goes to; never oneself. */
  async requestable(id: number, user: UserRow): Promise<{ id: number; userId: number | null }> {
    const [row] = await rowsOf(
      this.dataSource,
      db.selectFrom('legal_advisors as a').select(['a.id', 'a.user_id as userId']).where('a.id', '=', id).where(fragment<boolean>(LISTED_ADVISOR_SQL)),
    );
    if (!row) throw advisorNotFound();
    if (row.userId === user.id) throw new ForbiddenException({ code: 'FORBIDDEN', message: 'You cannot consult yourself.' });
    return row;
  }

  private async attachPhoto(manager: EntityManager, userId: number, photo: string | null | undefined, before: string | null): Promise<void> {
    // Only a photo this account uploaded (400 UNKNOWN_IMAGE otherwise).
    if (photo && photo !== before) await this.uploads.attach(manager, userId, [photo]);
  }
}
