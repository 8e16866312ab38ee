import type { UserRow } from '../users/user-row.js';

declare module 'express-session' {
  interface SessionData {
    /** Set at sign-in (or when an anonymous visitor's first token is issued): session-clock.ts. */
    createdAt: number;
    lastSeenAt: number;
    /** Passport's part: the signed-in user's id, nothing else (auth/session.serializer.ts). */
    passport?: { user?: number };
    /** Between the password and the authenticator's code (auth/two-factor): whose, until when, tries so far. */
    twoFactor?: { userId: number; until: number; attempts: number };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express and Passport type the request and its user in the global namespace Express: merging into it is the only way
  namespace Express {
    /** Passport's req.user: the id read from the session, or the account just signed in. */
    interface User {
      id: number;
    }
    interface Request {
      /** The signed-in account, read from the database on this request (auth/current-user.loader.ts). */
      currentUser?: UserRow;
    }
  }
}
