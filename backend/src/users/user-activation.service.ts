import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { validationFailed } from '../common/validation/validation-failed.js';
import { UserSessions } from '../session/user-sessions.js';
import { findUser, updateUser, type UserRow } from './user-row.js';

@Injectable()
export class UserActivationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: UserSessions,
    private readonly audit: AuditLog,
  ) {}

  /** Sets the state (not a flip). A deactivated user is signed out everywhere in the same transaction. */
  async setActive(id: number, active: boolean, admin: UserRow): Promise<UserRow> {
    // The last admin locking themself out would leave nobody to undo it.
    if (!active && id === admin.id) {
      throw validationFailed([{ field: 'active', code: 'invalid' }], 'An admin cannot deactivate their own account.');
    }
    return this.dataSource.transaction(async (manager) => {
      const user = await findUser(manager, id, { forUpdate: true });
      if (!user) throw new NotFoundException(`No user has the id ${id}.`);
      const before = { isActive: user.isActive };
      await updateUser(manager, id, { isActive: active });
      await this.audit.record({ action: active ? 'user.activate' : 'user.deactivate', targetType: 'user', targetId: id, before, after: { isActive: active } }, manager);
      if (!active) await this.sessions.endAllOf(id, manager);
      return { ...user, isActive: active };
    });
  }
}
