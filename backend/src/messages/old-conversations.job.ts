import { Injectable, type OnModuleInit } from '@nestjs/common';
import { sql } from 'kysely';
import { CONVERSATION_KEPT_MONTHS } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { db, rowsOf } from '../common/sql/kysely.js';
import { JobRunner } from '../jobs/job-runner.js';
import { UploadsService } from '../uploads/uploads.service.js';

export const OLD_CONVERSATIONS_JOB = 'messages.forget-old';

/** What the privacy page promises: a conversation with no message for CONVERSATION_KEPT_MONTHS is deleted, its photos with it. */
@Injectable()
export class OldConversationsJob implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobRunner,
    private readonly uploads: UploadsService,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ name: OLD_CONVERSATIONS_JOB, cron: '23 3 * * *', run: () => this.run() });
  }

  async run(): Promise<void> {
    const removed = await rowsOf(
      this.dataSource,
      db
        .deleteFrom('conversations')
        .where('last_message_at', '<', sql<Date>`now() - make_interval(months => ${CONVERSATION_KEPT_MONTHS})`)
        .returning(
          sql<string[]>`(SELECT coalesce(array_agg(i), '{}') FROM messages m, jsonb_array_elements_text(m.images) i WHERE m.conversation_id = conversations.id)`.as('photos'),
        ),
    );
    await this.uploads.remove(removed.flatMap((row) => row.photos));
  }
}
