import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';

type Done = (error: Error | null, value?: unknown) => void;

/**
 * The session holds the user's id and nothing else. Deserializing does not read the database:
 * passport's serializers are process-wide (every app built in one process adds its own, and the
 * first answers), so the account is read per app and per request by CurrentUserLoader instead.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  serializeUser(user: Express.User, done: Done): void {
    done(null, user.id);
  }

  deserializeUser(id: unknown, done: Done): void {
    done(null, typeof id === 'number' ? { id } : false);
  }
}
