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
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { WriteLimits } from '../common/rate-limits/write-limits.js';
import { MailQueue } from '../mail/mail-queue.js';
import { SiteSettingsService } from '../site-settings/site-settings.service.js';
import type { UserEntity } from '../users/user.entity.js';
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
    const [{ id }] = await this.dataSource.query<{ id: number }[]>(
      'INSERT INTO contact_messages (name, email, phone, subject, message, inquiry_type, language) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
      [message.name, message.email, message.phone ?? null, message.subject ?? null, message.message, message.inquiryType, message.language ?? 'ar'],
    );
    await this.queue.enqueue(engagementMails.contact((await this.settings.get()).contactEmail, id, message));
  }

  async support(address: string, request: SupportRequest): Promise<void> {
    await this.limits.consume('support-request', `ip:${address}`);
    if (isRobot(request)) return;
    const [{ id }] = await this.dataSource.query<{ id: number }[]>(
      'INSERT INTO support_requests (name, email, phone, company, message, investment_type, support_plan, language) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id',
      [request.name, request.email, request.phone, request.company ?? null, request.message, request.investmentType ?? null, request.supportPlan ?? null, request.language ?? 'ar'],
    );
    await this.queue.enqueue(engagementMails.support((await this.settings.get()).contactEmail, id, request));
  }

  async suggest(user: UserEntity, suggestion: SuggestionRequest): Promise<Suggestion> {
    await this.limits.consume('suggestion', user.id);
    const [row] = await this.dataSource.query<Suggestion[]>(
      `INSERT INTO suggestions AS s (user_id, title, category, description, priority) VALUES ($1, $2, $3, $4, $5) RETURNING ${SUGGESTION_JSON}`,
      [user.id, suggestion.title, suggestion.category, suggestion.description, suggestion.priority ?? DEFAULT_SUGGESTION_PRIORITY],
    );
    return row;
  }

  mySuggestions(user: UserEntity, limit: number, offset: number): Page<Suggestion> {
    return this.page(
      `SELECT ${SUGGESTION_JSON} FROM suggestions s WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id DESC`,
      'FROM suggestions WHERE user_id = $1',
      [user.id],
      limit,
      offset,
    );
  }

  suggestions(status: SuggestionStatus | undefined, limit: number, offset: number): Page<AdminSuggestion> {
    return this.page(
      `SELECT ${ADMIN_SUGGESTION_JSON} FROM suggestions s LEFT JOIN users u ON u.id = s.user_id WHERE ($1::text IS NULL OR s.status = $1) ORDER BY s.created_at DESC, s.id DESC`,
      'FROM suggestions WHERE ($1::text IS NULL OR status = $1)',
      [status ?? null],
      limit,
      offset,
    );
  }

  async setSuggestionStatus(id: number, status: SuggestionStatus): Promise<AdminSuggestion> {
    const [[before]] = await this.dataSource.query<[{ status: SuggestionStatus }[], number]>(
      'UPDATE suggestions s SET status = $2, updated_at = now() FROM suggestions old WHERE s.id = $1 AND old.id = s.id RETURNING old.status',
      [id, status],
    );
    if (!before) throw new NotFoundException({ code: 'NOT_FOUND', message: 'No such suggestion.' });
    await this.audit.record({ action: 'suggestion.status', targetType: 'suggestion', targetId: id, before, after: { status } });
    const [row] = await this.dataSource.query<AdminSuggestion[]>(`SELECT ${ADMIN_SUGGESTION_JSON} FROM suggestions s LEFT JOIN users u ON u.id = s.user_id WHERE s.id = $1`, [id]);
    return row;
  }

  contactMessages(limit: number, offset: number): Page<ContactMessage> {
    return this.page(`SELECT ${CONTACT_JSON} FROM contact_messages ORDER BY created_at DESC, id DESC`, 'FROM contact_messages', [], limit, offset);
  }

  supportRequests(limit: number, offset: number): Page<StoredSupportRequest> {
    return this.page(`SELECT ${SUPPORT_JSON} FROM support_requests ORDER BY created_at DESC, id DESC`, 'FROM support_requests', [], limit, offset);
  }

  /** `select` is ordered and takes `values`; LIMIT and OFFSET follow them. */
  private async page<T>(select: string, from: string, values: unknown[], limit: number, offset: number): Page<T> {
    const n = values.length;
    const [items, [{ total }]] = await Promise.all([
      this.dataSource.query<T[]>(`${select} LIMIT $${n + 1} OFFSET $${n + 2}`, [...values, limit, offset]),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total ${from}`, values),
    ]);
    return { items, total };
  }
}
