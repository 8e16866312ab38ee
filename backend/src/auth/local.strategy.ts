import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { UserRow } from '../users/user-row.js';
import { CredentialsService } from './credentials.service.js';

/** passport-local on { email, password }; its errors (401, 403, 429) reach the client as thrown. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly credentials: CredentialsService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  /** The client's address (behind a proxy, as TRUST_PROXY allows) counts wrong passwords too. */
  validate(req: Request, email: string, password: string): Promise<UserRow> {
    return this.credentials.verify(email, password, req.ip ?? 'unknown');
  }
}
