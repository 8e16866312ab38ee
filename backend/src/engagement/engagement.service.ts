import { Injectable, NotFoundException } from '@nestjs/common';
import {
  DEFAULT_SUGGESTION_PRIORITY,
  type AdminSuggestion,
  type ContactMessage,
  type ContactMessageRequest,
  type StoredSupportRequest,
  type Suggestion,
  type SuggestionRequest,
  type SuggestionStatus,
  type SupportRequest,
} from 'shared-contracts';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { WriteLimits } from '../common/rate-limits/write-limits.js';
import { db, fragment, rowOf, rowsOf, total, pageOf } from '../common/sql/kysely.js';
import { MailQueue } from '../mail/mail-queue.js';
import { SiteSettingsService } from '../site-settings/site-settings.service.js';
import type { UserRow } from '../users/user-row.js';
import { engagementMails } from './engagement-mails.js';
import { ADMIN_SUGGESTION_JSON, CONTACT_JSON, SUGGESTION_JSON, SUPPORT_JSON } from './engagement-sql.js';

type Page<T> = Promise<{ items: T[]; total: number }>;

/** A robot filled the field people never see: it is answered as anyone is, and nothing is kept. */
const isRobot = (form: { website?: string }): boolean => (form.website ?? '') !== '';

/** Contact messages, support offers (both mailed to the site's address) and members' suggestions. */
@Injectable()
export class EngagementService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limits: WriteLimits,
    private readonly queue: MailQueue,
    private readonly settings: SiteSettingsService,
    private readonly audit: AuditLog,
  ) {}

  async contact(address: string, message: ContactMessageRequest): Promise<void> {
    await this.limits.consume('contact-message', `ip:${address}`);
    if (isRobot(message)) return;
    const { id } = await rowOf(
      this.dataSource,
      db
        .insertInto('contact_messages')
        .values({
          name: message.name,
          email: message.email,
          phone: message.phone ?? null,
          subject: message.subject ?? null,
          message: message.message,
          inquiry_type: message.inquiryType,
          language: message.language ?? 'ar',
        })
        .returning('id'),
    );
    await this.queue.enqueue(engagementMails.contact((await this.settings.get()).contactEmail, id, message));
  }

  async support(address: string, request: SupportRequest): Promise<void> {
    await this.limits.consume('support-request', `ip:${address}`);
    if (isRobot(request)) return;
    const { id } = await rowOf(
      this.dataSource,
      db
        .insertInto('support_requests')
        .values({
          name: request.name,
          email: request.email,
          phone: request.phone,
          company: request.company ?? null,
          message: request.message,
          investment_type: request.investmentType ?? null,
          support_plan: request.supportPlan ?? null,
          language: request.language ?? 'ar',
        })
        .returning('id'),
    );
    await this.queue.enqueue(engagementMails.support((await this.settings.get()).contactEmail, id, request));
  }

  async suggest(user: UserRow, suggestion: SuggestionRequest): Promise<Suggestion> {
    await this.limits.consume('suggestion', user.id);
    const { id } = await rowOf(
      this.dataSource,
      db
        .insertInto('suggestions')
        .values({
          user_id: user.id,
          title: suggestion.title,
          category: suggestion.category,
          description: suggestion.description,
          priority: suggestion.priority ?? DEFAULT_SUGGESTION_PRIORITY,
        })
        .returning('id'),
    );
    const { body } = await rowOf(this.dataSource, db.selectFrom('suggestions as s').where('s.id', '=', id).select(fragment<Suggestion>(SUGGESTION_JSON).as('body')));
    return body;
  }

  mySuggestions(user: UserRow, limit: number, offset: number): Page<Suggestion> {
    const mine = db.selectFrom('suggestions as s').where('s.user_id', '=', user.id);
    return pageOf(
      this.dataSource,
      mine.select(fragment<Suggestion>(SUGGESTION_JSON).as('body')).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(limit).offset(offset),
      mine.select(total()),
    );
  }

  suggestions(status: SuggestionStatus | undefined, limit: number, offset: number): Page<AdminSuggestion> {
    let listed = db.selectFrom('suggestions as s');
    if (status) listed = listed.where('s.status', '=', status);
    const rows = listed
      .leftJoin('users as u', 'u.id', 's.user_id')
      .select(fragment<AdminSuggestion>(ADMIN_SUGGESTION_JSON).as('body'))
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(limit)
      .offset(offset);
    return pageOf(this.dataSource, rows, listed.select(total()));
  }

  async setSuggestionStatus(id: number, status: SuggestionStatus): Promise<AdminSuggestion> {
    const [before] = await rowsOf(
      this.dataSource,
      db
        .updateTable('suggestions as s')
        .set({ status, updated_at: sql<Date>`now()` })
        .from('suggestions as old')
        .whereRef('old.id', '=', 's.id')
        .where('s.id', '=', id)
        .returning('old.status'),
    );
    if (!before) throw new NotFoundException({ code: 'NOT_FOUND', message: 'No such suggestion.' });
    await this.audit.record({ action: 'suggestion.status', targetType: 'suggestion', targetId: id, before, after: { status } });
    const { body } = await rowOf(
      this.dataSource,
      db.selectFrom('suggestions as s').leftJoin('users as u', 'u.id', 's.user_id').where('s.id', '=', id).select(fragment<AdminSuggestion>(ADMIN_SUGGESTION_JSON).as('body')),
    );
    return body;
  }

  contactMessages(limit: number, offset: number): Page<ContactMessage> {
    const messages = db.selectFrom('contact_messages');
    return pageOf(
      this.dataSource,
      messages.select(fragment<ContactMessage>(CONTACT_JSON).as('body')).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset),
      messages.select(total()),
    );
  }

  supportRequests(limit: number, offset: number): Page<StoredSupportRequest> {
    const requests = db.selectFrom('support_requests');
    return pageOf(
      this.dataSource,
      requests.select(fragment<StoredSupportRequest>(SUPPORT_JSON).as('body')).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset),
      requests.select(total()),
    );
  }
}
