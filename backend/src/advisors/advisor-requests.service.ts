import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { AdvisorRating, AdvisorRequestStatus, ReceivedAdvisorRequest, SentAdvisorRequest } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { iso } from '../common/sql/json-text.js';
import type { UserEntity } from '../users/user.entity.js';
import { AdvisorMails } from './advisor-mails.js';
import type { ConsultRequestDto, RatingDto } from './advisor.dto.js';
import { AdvisorsService, advisorNotFound } from './advisors.service.js';

/** What an advisor may answer, from each status. */
const NEXT: Record<AdvisorRequestStatus, AdvisorRequestStatus[]> = { new: ['accepted', 'declined'], accepted: ['completed', 'declined'], completed: [], declined: [] };

const requestNotFound = (): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: 'No such consultation request.' });

/** Consultation requests between members and advisors, and the ratings a completed one allows. */
@Injectable()
export class AdvisorRequestsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly advisors: AdvisorsService,
    private readonly mails: AdvisorMails,
  ) {}

  async send(advisorId: number, form: ConsultRequestDto, user: UserEntity): Promise<{ id: number }> {
    const advisor = await this.advisors.requestable(advisorId, user);
    const [{ id }] = await this.dataSource.query<{ id: number }[]>(
      'INSERT INTO advisor_requests (advisor_id, requester_id, subject, message, preferred_channel, phone) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [advisor.id, user.id, form.subject, form.message, form.preferredChannel, form.phone ?? null],
    );
    await this.mails.requested(advisor.userId, form.subject, `${user.firstName} ${user.lastName}`);
    return { id };
  }

  async sent(userId: number, limit: number, offset: number): Promise<{ items: SentAdvisorRequest[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<{ body: SentAdvisorRequest }[]>(
        `SELECT json_build_object('id', r.id, 'advisor', json_build_object('id', a.id, 'name', a.full_name), 'subject', r.subject, 'status', r.status, ` +
          `'rating', CASE WHEN g.id IS NOT NULL THEN json_build_object('stars', g.stars, 'comment', g.comment) END, 'createdAt', ${iso('r.created_at')}) AS body ` +
          `FROM advisor_requests r JOIN legal_advisors a ON a.id = r.advisor_id LEFT JOIN advisor_ratings g ON g.request_id = r.id ` +
          `WHERE r.requester_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`,
        [userId],
      ),
      this.dataSource.query<{ total: number }[]>('SELECT count(*)::int AS total FROM advisor_requests WHERE requester_id = $1', [userId]),
    ]);
    return { items: rows.map((row) => row.body), total };
  }

  /** The advisor's inbox: the requester's name and how to reach them. */
  async received(userId: number, limit: number, offset: number): Promise<{ items: ReceivedAdvisorRequest[]; total: number }> {
    const mine = 'r.advisor_id = (SELECT id FROM legal_advisors WHERE user_id = $1 AND deleted_at IS NULL)';
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<{ body: ReceivedAdvisorRequest }[]>(
        `SELECT json_build_object('id', r.id, 'requester', json_build_object('name', u.first_name || ' ' || u.last_name, 'email', u.email, 'phone', coalesce(r.phone, u.phone)), ` +
          `'subject', r.subject, 'message', r.message, 'preferredChannel', r.preferred_channel, 'status', r.status, 'createdAt', ${iso('r.created_at')}) AS body ` +
          `FROM advisor_requests r JOIN users u ON u.id = r.requester_id WHERE ${mine} ORDER BY (r.status = 'new') DESC, r.created_at DESC LIMIT ${limit} OFFSET ${offset}`,
        [userId],
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM advisor_requests r WHERE ${mine}`, [userId]),
    ]);
    return { items: rows.map((row) => row.body), total };
  }

  /** By the advisor the request went to, along the allowed steps only; the requester is told. */
  async setStatus(id: number, status: AdvisorRequestStatus, user: UserEntity): Promise<void> {
    const changed = await this.dataSource.transaction(async (manager) => {
      const [request] = await manager.query<{ status: AdvisorRequestStatus; requester_id: number; subject: string; user_id: number | null }[]>(
        'SELECT r.status, r.requester_id, r.subject, a.user_id FROM advisor_requests r JOIN legal_advisors a ON a.id = r.advisor_id WHERE r.id = $1 FOR UPDATE OF r',
        [id],
      );
      if (!request || request.user_id !== user.id) throw requestNotFound();
      if (!NEXT[request.status].includes(status)) {
        throw new ConflictException({ code: 'INVALID_TRANSITION', message: `A ${request.status} request cannot become ${status}.` });
      }
      await manager.query('UPDATE advisor_requests SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
      return request;
    });
    await this.mails.statusChanged(changed.requester_id, changed.subject, status);
  }

  /** Once per completed request, by its requester; the advisor's figures move in the same transaction. */
  async rate(id: number, { stars, comment }: RatingDto, user: UserEntity): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [request] = await manager.query<{ advisor_id: number; requester_id: number; status: AdvisorRequestStatus }[]>(
        'SELECT advisor_id, requester_id, status FROM advisor_requests WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!request || request.requester_id !== user.id) throw requestNotFound();
      if (request.status !== 'completed') throw new ForbiddenException({ code: 'REQUEST_NOT_COMPLETED', message: 'Only a completed consultation can be rated.' });
      const inserted: { id: number }[] = await manager.query(
        'INSERT INTO advisor_ratings (request_id, advisor_id, stars, comment) VALUES ($1, $2, $3, $4) ON CONFLICT (request_id) DO NOTHING RETURNING id',
        [id, request.advisor_id, stars, comment || null],
      );
      if (inserted.length === 0) throw new ConflictException({ code: 'ALREADY_RATED', message: 'This consultation is already rated.' });
      await manager.query('UPDATE legal_advisors SET rating_sum = rating_sum + $2, rating_count = rating_count + 1 WHERE id = $1', [request.advisor_id, stars]);
    });
  }

  async ratings(advisorId: number, limit: number, offset: number): Promise<{ items: AdvisorRating[]; total: number }> {
    await this.advisors.profile(advisorId, undefined).catch(() => {
      throw advisorNotFound();
    });
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<{ body: AdvisorRating }[]>(
        `SELECT json_build_object('id', g.id, 'stars', g.stars, 'comment', g.comment, 'authorName', u.first_name, 'createdAt', ${iso('g.created_at')}) AS body ` +
          `FROM advisor_ratings g JOIN advisor_requests r ON r.id = g.request_id JOIN users u ON u.id = r.requester_id WHERE g.advisor_id = $1 ORDER BY g.created_at DESC, g.id DESC LIMIT ${limit} OFFSET ${offset}`,
        [advisorId],
      ),
      this.dataSource.query<{ total: number }[]>('SELECT count(*)::int AS total FROM advisor_ratings WHERE advisor_id = $1', [advisorId]),
    ]);
    return { items: rows.map((row) => row.body), total };
  }
}
