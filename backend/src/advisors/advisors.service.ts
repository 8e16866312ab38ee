import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { normalizeForSearch, type AdvisorCard, type AdvisorProfile, type OwnAdvisorProfile } from 'shared-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { containsPattern } from '../common/sql/like.js';
import { keywordWords } from '../properties/search/keyword.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { UserEntity } from '../users/user.entity.js';
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

const COLUMNS = ['full_name', 'profession', 'registration_number', 'chamber', 'commune', 'office_address', 'phone', 'specializations', 'languages', 'experience_years', 'bio', 'photo', 'search_text'];

const valuesOf = (form: AdvisorApplicationDto): unknown[] => [
  form.fullName,
  form.profession,
  form.registrationNumber,
  form.chamber,
  form.commune,
  form.officeAddress ?? null,
  form.phone,
  form.specializations,
  form.languages,
  form.experienceYears,
  form.bio,
  form.photo ?? null,
  normalizeForSearch(`${form.fullName} ${form.bio} ${form.chamber}`),
];

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
    const where = [LISTED_ADVISOR_SQL];
    const params: unknown[] = [];
    const add = (sql: (n: number) => string, value: unknown) => {
      params.push(value);
      where.push(sql(params.length));
    };
    for (const word of keywordWords(query.q)) add((n) => `a.search_text LIKE $${n}`, containsPattern(word));
    if (query.profession) add((n) => `a.profession = $${n}`, query.profession);
    if (query.specialization) add((n) => `$${n} = ANY(a.specializations)`, query.specialization);
    if (query.commune) add((n) => `a.commune = $${n}`, query.commune);
    const condition = where.join(' AND ');
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(`SELECT ${CARD_JSON} AS body FROM legal_advisors a WHERE ${condition} ORDER BY ${SORTS[query.sort ?? 'name']} LIMIT ${limit} OFFSET ${offset}`, params),
      this.dataSource.query(`SELECT count(*)::int AS total FROM legal_advisors a WHERE ${condition}`, params),
    ]);
    return { items: rows.map((row: { body: AdvisorCard }) => row.body), total };
  }

  /** For the home page: the most recently verified, a fact about the directory rather than a ranking. */
  async featured(limit: number): Promise<AdvisorCard[]> {
    const rows = await this.dataSource.query(`SELECT ${CARD_JSON} AS body FROM legal_advisors a WHERE ${LISTED_ADVISOR_SQL} ORDER BY a.verified_at DESC, a.id DESC LIMIT $1`, [limit]);
    return rows.map((row: { body: AdvisorCard }) => row.body);
  }

  /** A listed advisor for anyone; their own profile for its owner, any for an admin. */
  async profile(id: number, reader: UserEntity | undefined): Promise<AdvisorProfile> {
    const [row] = await this.dataSource.query(
      `SELECT ${PROFILE_JSON} AS body FROM legal_advisors a WHERE a.id = $1 AND a.deleted_at IS NULL AND (${LISTED_ADVISOR_SQL} OR a.user_id = $2 OR $3)`,
      [id, reader?.id ?? 0, reader?.role === 'admin'],
    );
    if (!row) throw advisorNotFound();
    return row.body;
  }

  async own(userId: number): Promise<OwnAdvisorProfile> {
    const [row] = await this.dataSource.query(`SELECT ${OWN_PROFILE_JSON} AS body FROM legal_advisors a WHERE a.user_id = $1 AND a.deleted_at IS NULL`, [userId]);
    if (!row) throw new NotFoundException({ code: 'NOT_FOUND', message: 'You have not applied to the directory.' });
    return row.body;
  }

  /** One profile per account; it waits for an admin's check. */
  async apply(form: AdvisorApplicationDto, user: UserEntity): Promise<OwnAdvisorProfile> {
    await this.dataSource.transaction(async (manager) => {
      // The account's one row, whoever asks first: two applications sent at once get one 201 and one 409.
      const inserted: unknown[] = await manager.query(
        `INSERT INTO legal_advisors (user_id, ${COLUMNS.join(', ')}) VALUES ($1, ${COLUMNS.map((_, i) => `$${i + 2}`).join(', ')}) ON CONFLICT (user_id) DO NOTHING RETURNING id`,
        [user.id, ...valuesOf(form)],
      );
      if (inserted.length === 0) throw new ConflictException({ code: 'ALREADY_APPLIED', message: 'This account already has a profile in the directory.' });
      await this.attachPhoto(manager, user.id, form.photo, null);
    });
    return this.own(user.id);
  }

  /** Changes by the applicant; a new registration number (or a refused profile) goes back to the admin. */
  async edit(form: AdvisorApplicationDto, user: UserEntity): Promise<OwnAdvisorProfile> {
    await this.dataSource.transaction(async (manager) => {
      const [before] = await manager.query('SELECT id, registration_number, status, photo FROM legal_advisors WHERE user_id = $1 AND deleted_at IS NULL FOR UPDATE', [user.id]);
      if (!before) throw new NotFoundException({ code: 'NOT_FOUND', message: 'You have not applied to the directory.' });
      const recheck = before.registration_number !== form.registrationNumber || before.status === 'rejected';
      await manager.query(
        `UPDATE legal_advisors SET ${COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ')}, updated_at = now()` +
          `${recheck ? ", status = 'pending', verified_at = NULL, verified_by = NULL, admin_note = NULL" : ''} WHERE id = $1`,
        [before.id, ...valuesOf(form)],
      );
      await this.attachPhoto(manager, user.id, form.photo, before.photo);
    });
    return this.own(user.id);
  }

  async adminPage(query: AdminAdvisorQuery, limit: number, offset: number): Promise<{ items: OwnAdvisorProfile[]; total: number }> {
    const where = ['a.deleted_at IS NULL'];
    const params: unknown[] = [];
    if (query.status) {
      params.push(query.status);
      where.push(`a.status = $${params.length}`);
    }
    for (const word of keywordWords(query.q)) {
      params.push(containsPattern(word));
      where.push(`a.search_text LIKE $${params.length}`);
    }
    const condition = where.join(' AND ');
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(`SELECT ${OWN_PROFILE_JSON} AS body FROM legal_advisors a WHERE ${condition} ORDER BY (a.status = 'pending') DESC, a.created_at DESC LIMIT ${limit} OFFSET ${offset}`, params),
      this.dataSource.query(`SELECT count(*)::int AS total FROM legal_advisors a WHERE ${condition}`, params),
    ]);
    return { items: rows.map((row: { body: OwnAdvisorProfile }) => row.body), total };
  }

  /** SPEC §7's verify: the registration number was checked (or not); the applicant is told by mail. */
  async verify(id: number, { verified, note }: AdvisorVerificationDto, admin: UserEntity): Promise<OwnAdvisorProfile> {
    const [[row]]: [{ user_id: number | null }[], number] = await this.dataSource.query(
      `UPDATE legal_advisors SET status = $2, admin_note = $3, verified_at = CASE WHEN $2 = 'verified' THEN now() END, verified_by = $4, updated_at = now() ` +
        'WHERE id = $1 AND deleted_at IS NULL RETURNING user_id',
      [id, verified ? 'verified' : 'rejected', note ?? null, admin.id],
    );
    if (!row) throw advisorNotFound();
    await this.audit.record({ action: verified ? 'advisor.verify' : 'advisor.reject', targetType: 'advisor', targetId: id, after: { status: verified ? 'verified' : 'rejected', note: note ?? null } });
    const [{ body }] = await this.dataSource.query(`SELECT ${OWN_PROFILE_JSON} AS body FROM legal_advisors a WHERE a.id = $1`, [id]);
    if (row.user_id) await this.mails.verified(row.user_id, body as OwnAdvisorProfile);
    return body;
  }

  /** Add Advisor: a profile an admin checked and enters, verified at once, tied to no account. */
  async adminAdd(form: AdvisorApplicationDto, admin: UserEntity): Promise<OwnAdvisorProfile> {
    const id = await this.dataSource.transaction(async (manager) => {
      const [{ id }] = await manager.query(
        `INSERT INTO legal_advisors (${COLUMNS.join(', ')}, status, verified_at, verified_by) VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, 'verified', now(), $${COLUMNS.length + 1}) RETURNING id`,
        [...valuesOf(form), admin.id],
      );
      await this.attachPhoto(manager, admin.id, form.photo, null);
      await this.audit.record({ action: 'advisor.add', targetType: 'advisor', targetId: id, after: { name: form.fullName, registrationNumber: form.registrationNumber } }, manager);
      return id as number;
    });
    const [{ body }] = await this.dataSource.query(`SELECT ${OWN_PROFILE_JSON} AS body FROM legal_advisors a WHERE a.id = $1`, [id]);
    return body;
  }

  async remove(id: number): Promise<void> {
    const [, count] = await this.dataSource.query('UPDATE legal_advisors SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL', [id]);
    if (count === 0) throw advisorNotFound();
    await this.audit.record({ action: 'advisor.delete', targetType: 'advisor', targetId: id, after: { deleted: true } });
  }

  /** The listed advisor a request goes to; never oneself. */
  async requestable(id: number, user: UserEntity): Promise<{ id: number; userId: number | null }> {
    const [row] = await this.dataSource.query(`SELECT a.id, a.user_id AS "userId" FROM legal_advisors a WHERE a.id = $1 AND ${LISTED_ADVISOR_SQL}`, [id]);
    if (!row) throw advisorNotFound();
    if (row.userId === user.id) throw new ForbiddenException({ code: 'FORBIDDEN', message: 'You cannot consult yourself.' });
    return row;
  }

  private async attachPhoto(manager: EntityManager, userId: number, photo: string | null | undefined, before: string | null): Promise<void> {
    // Only a photo this account uploaded (400 UNKNOWN_IMAGE otherwise).
    if (photo && photo !== before) await this.uploads.attach(manager, userId, [photo]);
  }
}
