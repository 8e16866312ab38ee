import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { ConversationReport, ConversationReportReason } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { iso } from '../common/sql/json-text.js';
import { db, fragment, pageOf, rowOf, rowsOf, total } from '../common/sql/kysely.js';
import { partyTo } from './conversation-sql.js';
import { alreadyReported, conversationNotFound, reportNotFound, reportSettled } from './message-errors.js';

/** Messages a moderator reads of a reported conversation: the last ones, where abuse is. */
const REPORTED_MESSAGES = 50;

const OPEN_REPORT = `r.status = 'open'`;

/** The report `r` of the conversation `c` by `u`, the other party `x`, as ConversationReport. */
const REPORT_FIELDS: { [K in keyof ConversationReport]-?: string } = {
  id: 'r.id',
  conversationId: 'c.id',
  reason: 'r.reason',
  details: 'r.details',
  reporterName: `u.first_name || ' ' || u.last_name`,
  reportedName: `CASE WHEN x.id IS NULL THEN NULL ELSE x.first_name || ' ' || x.last_name END`,
  status: 'r.status',
  createdAt: iso('r.created_at'),
  listing: 'c.listing',
  messages:
    `(SELECT coalesce(json_agg(json_build_object('id', q.id, 'fromReporter', q.sender_id IS NOT DISTINCT FROM r.user_id, 'body', q.body, 'images', q.images, ` +
    `'createdAt', ${iso('q.created_at')}) ORDER BY q.id), '[]') FROM (SELECT * FROM messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT ${REPORTED_MESSAGES}) q)`,
};
const REPORT_JSON = `json_build_object(${Object.entries(REPORT_FIELDS)
  .map(([key, value]) => `'${key}', ${value}`)
  .join(', ')})`;

/**
 * A party's report of a conversation, and the moderators' queue of them: the only way a moderator
 * reads messages (a conversation nobody reported has no route that shows it to them).
 */
@Injectable()
export class ConversationReportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** By a party, once (409 ALREADY_REPORTED after); 404 for anyone else. */
  async report(conversationId: number, reader: number, reason: ConversationReportReason, details: string | undefined): Promise<void> {
    const [party] = await rowsOf(this.dataSource, partyTo(reader).select('c.id').where('c.id', '=', conversationId));
    if (!party) throw conversationNotFound();
    const rows = await rowsOf(
      this.dataSource,
      db
        .insertInto('conversation_reports')
        .values({ conversation_id: conversationId, user_id: reader, reason, details: details || null })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id'),
    );
    if (rows.length === 0) throw alreadyReported();
  }

  /** Open ones first, then newest. */
  async page(limit: number, offset: number): Promise<{ items: ConversationReport[]; total: number }> {
    return pageOf(
      this.dataSource,
      db
        .selectFrom('conversation_reports as r')
        .innerJoin('conversations as c', 'c.id', 'r.conversation_id')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .leftJoin('users as x', (join) => join.on(sql<boolean>`x.id = CASE WHEN c.seeker_id = r.user_id THEN c.owner_id ELSE c.seeker_id END`))
        .select(fragment<ConversationReport>(REPORT_JSON).as('body'))
        .orderBy(fragment(`(${OPEN_REPORT})`), 'desc')
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .offset(offset),
      db.selectFrom('conversation_reports').select(total()),
    );
  }

  /** Dismissed, or the conversation closed for both parties: every open report of it is settled with it. */
  async resolve(reportId: number, resolution: 'dismissed' | 'closed'): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [report] = await rowsOf(manager, db.selectFrom('conversation_reports').select(['conversation_id', 'status']).where('id', '=', reportId).forUpdate());
      if (!report) throw reportNotFound();
      if (report.status !== 'open') throw reportSettled();
      if (resolution === 'closed') {
        await rowsOf(
          manager,
          db
            .updateTable('conversations')
            .set({ closed_at: sql<Date>`coalesce(closed_at, now())` })
            .where('id', '=', report.conversation_id),
        );
      }
      await rowsOf(
        manager,
        db
          .updateTable('conversation_reports')
          .set({ status: resolution })
          .where((eb) => eb.or([eb('id', '=', reportId), eb.and([eb('conversation_id', '=', report.conversation_id), eb('status', '=', 'open')])])),
      );
      await this.audit.record(
        { action: `messages.report.${resolution}`, targetType: 'conversation', targetId: report.conversation_id, after: { report: reportId, resolution } },
        manager,
      );
    });
  }

  /** Open reports: the moderation tab's badge. */
  async waiting(): Promise<number> {
    const { total: open } = await rowOf(this.dataSource, db.selectFrom('conversation_reports as r').where(fragment<boolean>(OPEN_REPORT)).select(total()));
    return open;
  }
}
