import { Module } from '@nestjs/common';
import { SessionLifecycle } from './session-lifecycle.js';
import { SessionStore } from './session-store.js';
import { UserSessions } from './user-sessions.js';

/** The session store and clock (mounted by auth/mount-auth.ts) and what ends a user's sessions. */
@Module({ providers: [SessionStore, SessionLifecycle, UserSessions], exports: [SessionStore, SessionLifecycle, UserSessions] })
export class SessionModule {}
