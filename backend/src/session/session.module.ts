import { Module } from '@nestjs/common';
import { SESSION_SECRET, sessionSecretProvider } from './session-secret.js';
import { SessionLifecycle } from './session-lifecycle.js';
import { SessionStore } from './session-store.js';
import { UserSessions } from './user-sessions.js';

/** The session store and clock (mounted by auth/mount-auth.ts) and what ends a user's sessions. */
@Module({
  providers: [SessionStore, SessionLifecycle, UserSessions, sessionSecretProvider],
  exports: [SessionStore, SessionLifecycle, UserSessions, SESSION_SECRET],
})
export class SessionModule {}
