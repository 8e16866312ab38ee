import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { ACCOUNT_DELETION_GRACE_DAYS } from 'shared-contracts';
import { DataSource } from 'typeorm';
import { verifyPassword } from '../../auth/passwords/argon2.js';
import { db, rowsOf } from '../../common/sql/kysely.js';
import { validationFailed } from '../../common/validation/validation-failed.js';
import { UserSessions } from '../../session/user-sessions.js';
import { COUNTED_STATUSES } from '../../properties/listing-states.js';
import { PropertySearchService } from '../../properties/property-search.service.js';
import { leavingStateSet } from '../../properties/state-columns.js';
import { UploadsService } from '../../uploads/uploads.service.js';
import { scrubMessagesOf } from '../../messages/scrub-messages.js';
import { updateUser, type UserRow } from '../../users/user-row.js';

/**
 * Deleting an account (law 18-07): asked with the password, the listings unpublished and every
 * session ended at once; 14 days later the account and everything it holds — listings, photos,
 * favourites, searches, drafts — are deleted for good. Signing in before then can cancel it.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: UserSessions,
    private readonly uploads: UploadsService,
    private readonly search: PropertySearchService,
  ) {}

  async schedule(user: UserRow, password: string): Promise<Date> {
    if (!(await verifyPassword(user.passwordHash, password))) throw validationFailed([{ field: 'password', code: 'incorrect' }], 'This is not the account’s password.');
    const at = new Date(Date.now() + ACCOUNT_DELETION_GRACE_DAYS * 86_400_000);
    await this.dataSource.transaction(async (manager) => {
      await updateUser(manager, user.id, { deletionScheduledAt: at });
      await rowsOf(manager, db.updateTable('properties').set(leavingStateSet('paused')).where('user_id', '=', user.id).where('status', 'in', COUNTED_STATUSES));
      await this.sessions.endAllOf(user.id, manager);
    });
    this.search.forget();
    return at;
  }

  /** The owner changed their mind: the account stays; its listings stay paused until resumed. */
  async cancel(user: UserRow): Promise<void> {
    await updateUser(this.dataSource, user.id, { deletionScheduledAt: null });
  }

  /** Accounts past their 14 days: their photos' files, then the account (its rows go with it). */
  async purgeDue(): Promise<number> {
    const due = await rowsOf(
      this.dataSource,
      db
        .selectFrom('users')
        .select('id')
        .where('deletion_scheduled_at', '<=', sql<Date>`now()`),
    );
    for (const { id } of due) {
      await this.uploads.removeAllOf(id);
      await this.dataSource.transaction(async (manager) => {
        // Locked while still due: a sign-in cancelling the deletion now waits, then finds it done.
        const [still] = await rowsOf(
          manager,
          db
            .selectFrom('users')
            .select('id')
            .where('id', '=', id)
            .where('deletion_scheduled_at', '<=', sql<Date>`now()`)
            .forUpdate(),
        );
        if (!still) return;
        // Their messages' text and photos go with them; the other party keeps the conversation, and sees "deleted".
        await scrubMessagesOf(manager, id);
        await rowsOf(manager, db.deleteFrom('users').where('id', '=', id));
      });
    }
    if (due.length > 0) this.search.forget();
    return due.length;
  }
}
