import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { AdvisorRating, AdvisorRequestStatus, ReceivedAdvisorRequest, SentAdvisorRequest } from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { db, fragment, rowOf, rowsOf, total, pageOf } from '../common/sql/kysely.js';
import { iso } from '../common/sql/json-text.js';
import type { UserRow } from '../users/user-row.js';
import { AdvisorMails } from './advisor-mails.js';
import type { ConsultRequestDto, RatingDto } from './advisor.dto.js';
import { AdvisorsService, advisorNotFound } from './advisors.service.js';

/** What an advisor may answer, from each status. */
const NEXT: Record<AdvisorRequestStatus, AdvisorRequestStatus[]> = { new: ['accepted', 'declined'], accepted: ['completed', 'declined'], completed: [], declined: [] };

/** A request (r) with its advisor (a) and rating (g, left-joined), as the member who sent it reads it. */
const SENT_JSON =
  `json_build_object('id', r.id, 'advisor', json_build_object('id', a.id, 'name', a.full_name), 'subject', r.subject, 'status', r.status, ` +
  `'rating', CASE WHEN g.id IS NOT NULL THEN json_build_object('stars', g.stars, 'comment', g.comment) END, 'createdAt', ${iso('r.created_at')})`;

/** A request (r) with its requester (u), as the advisor reads it. */
const RECEIVED_JSON =
  `json_build_object('id', r.id, 'requester', json_build_object('name', u.first_name || ' ' || u.last_name, 'email', u.email, 'phone', coalesce(r.phone, u.phone)), ` +
  `'subject', r.subject, 'message', r.message, 'preferredChannel', r.preferred_channel, 'status', r.status, 'createdAt', ${iso('r.created_at')})`;

/** A rating (g) with its author's first name (u), as an advisor's page shows it. */
const RATING_JSON = `json_build_object('id', g.id, 'stars', g.stars, 'comment', g.comment, 'authorName', u.first_name, 'createdAt', ${iso('g.created_at')})`;

const requestNotFound = (): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: 'No such consultation request.' });

/** Consultation requests between members and advisors, and the ratings a completed one allows. */
@Injectable()
export class AdvisorRequestsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly advisors: AdvisorsService,
    private readonly mails: AdvisorMails,
  ) {}

  async send(advisorId: number, form: ConsultRequestDto, user: UserRow): Promise<{ id: number }> {
    const advisor = await this.advisors.requestable(advisorId, user);
    const { id } = await rowOf(
      this.dataSource,
      db
        .insertInto('advisor_requests')
        .values({
          advisor_id: advisor.id,
          requester_id: user.id,
          subject: form.subject,
          message: form.message,
          preferred_channel: form.preferredChannel,
          phone: form.phone ?? null,
        })
        .returning('id'),
    );
    await this.mails.requested(advisor.userId, form.subject, `${user.firstName} ${user.lastName}`);
    return { id };
  }

  async sent(userId: number, limit: number, offset: number): Promise<{ items: SentAdvisorRequest[]; total: number }> {
    const mine = db.selectFrom('advisor_requests as r').where('r.requester_id', '=', userId);
    return pageOf(
      this.dataSource,
      mine
        .innerJoin('legal_advisors as a', 'a.id', 'r.advisor_id')
        .leftJoin('advisor_ratings as g', 'g.request_id', 'r.id')
        .select(fragment<SentAdvisorRequest>(SENT_JSON).as('body'))
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .offset(offset),
      mine.select(total()),
    );
  }

  /** The advisor's inbox: the requester's name and how to reach them. */
  async received(userId: number, limit: number, offset: number): Promise<{ items: ReceivedAdvisorRequest[]; total: number }> {
    const mine = db
      .selectFrom('advisor_requests as r')
      .where('r.advisor_id', '=', (advisors) => advisors.selectFrom('legal_advisors').select('id').where('user_id', '=', userId).where('deleted_at', 'is', null));
    return pageOf(
      this.dataSource,
      mine
        .innerJoin('users as u', 'u.id', 'r.requester_id')
        .select(fragment<ReceivedAdvisorRequest>(RECEIVED_JSON).as('body'))
        .orderBy(fragment(`(r.status = 'new')`), 'desc')
        .orderBy('r.created_at', 'desc')
        .limit(limit)
        .offset(offset),
      mine.select(total()),
    );
  }

  /** By the advisor the request went to, along the allowed steps only; the requester is told. */
  async setStatus(id: number, status: AdvisorRequestStatus, user: UserRow): Promise<void> {
    const changed = await this.dataSource.transaction(async (manager) => {
      const [request] = await rowsOf(
        manager,
        db
          .selectFrom('advisor_requests as r')
          .innerJoin('legal_advisors as a', 'a.id', 'r.advisor_id')
          .select(['r.status', 'r.requester_id', 'r.subject', 'a.user_id'])
          .where('r.id', '=', id)
          .forUpdate('r'),
      );
      if (!request || request.user_id !== user.id) throw requestNotFound();
      const from = request.status as AdvisorRequestStatus;
      if (!NEXT[from].includes(status)) {
        throw new ConflictException({ code: 'INVALID_TRANSITION', message: `A ${from} request cannot become ${status}.` });
      }
      await rowsOf(
        manager,
        db
          .updateTable('advisor_requests')
          .set({ status, updated_at: sql<Date>`now()` })
          .where('id', '=', id),
      );
      return request;
    });
    await this.mails.statusChanged(changed.requester_id, changed.subject, status);
  }

  /** Once per completed request, by its requester; the advisor's figures move in the same transaction. */
  async rate(id: number, { stars, comment }: RatingDto, user: UserRow): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [request] = await rowsOf(manager, db.selectFrom('advisor_requests').select(['advisor_id', 'requester_id', 'status']).where('id', '=', id).forUpdate());
      if (!request || request.requester_id !== user.id) throw requestNotFound();
      if (request.status !== 'completed') throw new ForbiddenException({ code: 'REQUEST_NOT_COMPLETED', message: 'Only a completed consultation can be rated.' });
      const inserted = await rowsOf(
        manager,
        db
          .insertInto('advisor_ratings')
          .values({ request_id: id, advisor_id: request.advisor_id, stars, comment: comment || null })
          .onConflict((conflict) => conflict.column('request_id').doNothing())
          .returning('id'),
      );
      if (inserted.length === 0) throw new ConflictException({ code: 'ALREADY_RATED', message: 'This consultation is already rated.' });
      await rowsOf(
        manager,
        db
          .updateTable('legal_advisors')
          .set((row) => ({ rating_sum: sql<number>`${row.ref('rating_sum')} + ${stars}`, rating_count: sql<number>`${row.ref('rating_count')} + 1` }))
          .where('id', '=', request.advisor_id),
      );
    });
  }

  async ratings(advisorId: number, limit: number, offset: number): Promise<{ items: AdvisorRating[]; total: number }> {
    await this.advisors.profile(advisorId, undefined).catch(() => {
      throw advisorNotFound();
    });
    const given = db.selectFrom('advisor_ratings as g').where('g.advisor_id', '=', advisorId);
    return pageOf(
      this.dataSource,
      given
        .innerJoin('advisor_requests as r', 'r.id', 'g.request_id')
        .innerJoin('users as u', 'u.id', 'r.requester_id')
        .select(fragment<AdvisorRating>(RATING_JSON).as('body'))
        .orderBy('g.created_at', 'desc')
        .orderBy('g.id', 'desc')
        .limit(limit)
        .offset(offset),
      given.select(total()),
    );
  }
}
