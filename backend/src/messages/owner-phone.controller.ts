import { Controller, ForbiddenException, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { OwnerPhone } from 'shared-contracts';
import { isPerson } from '../common/http/is-person.js';
import { WriteLimits } from '../common/rate-limits/write-limits.js';
import { IdPipe } from '../common/validation/ids.js';
import { OwnerPhoneService } from './owner-phone.service.js';

/** A visitor: their account, else their address and browser, hashed (no address kept in the clear for this). */
const visitorKey = (req: Request): `visitor:${string}` =>
  `visitor:${createHash('sha256')
    .update(req.currentUser ? `account:${req.currentUser.id}` : `address:${req.ip ?? ''}|${req.get('user-agent') ?? ''}`)
    .digest('hex')
    .slice(0, 32)}`;

/** "Show number" on a listing: a POST, so that no crawler following links, nor a cache, ever holds a number. */
@Controller('properties')
export class OwnerPhoneController {
  constructor(
    private readonly phones: OwnerPhoneService,
    private readonly limits: WriteLimits,
  ) {}

  /** 403 FORBIDDEN for a crawler; 429 TOO_MANY_REQUESTS past the day's reveals of the visitor or of the address. */
  @Post(':id/phone')
  @HttpCode(HttpStatus.OK)
  async reveal(@Param('id', IdPipe) id: number, @Req() req: Request): Promise<OwnerPhone> {
    if (!isPerson(req)) throw new ForbiddenException({ code: 'FORBIDDEN', message: 'Numbers are shown to people, not to crawlers.' });
    await this.limits.consume('phone-reveal-address', `ip:${req.ip ?? ''}`);
    await this.limits.consume('phone-reveal-visitor', visitorKey(req));
    return this.phones.reveal(id, req.currentUser?.id);
  }
}
