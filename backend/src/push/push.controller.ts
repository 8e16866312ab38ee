import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { PushDevices, PushKey } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { SignedInGuard } from '../common/guards/signed-in.guard.js';
import { WriteLimits } from '../common/rate-limits/write-limits.js';
import type { UserRow } from '../users/user-row.js';
import { PushSubscriptionDto, PushUnsubscribeDto } from './dto/push-subscription.dto.js';
import { PushSubscriptionsService } from './push-subscriptions.service.js';
import { VapidKeys } from './vapid-keys.js';

/** Web Push: the site's public key, and the signed-in account's subscribed devices. */
@Controller('push')
export class PushController {
  constructor(
    private readonly keys: VapidKeys,
    private readonly subscriptions: PushSubscriptionsService,
    private readonly limits: WriteLimits,
  ) {}

  /** 200 the VAPID public key, to anyone: the browser subscribes with it. */
  @Get('key')
  async key(): Promise<PushKey> {
    return { publicKey: (await this.keys.get()).publicKey };
  }

  /** 200 how many devices the account has subscribed, and whether this browser is one. */
  @Get('subscriptions')
  @UseGuards(SignedInGuard)
  devices(@CurrentUser() user: UserRow, @Req() req: Request): Promise<PushDevices> {
    return this.subscriptions.devices(user.id, req.sessionID);
  }

  /** 201 the devices now; 400 VALIDATION_FAILED (endpoint, keys.p256dh, keys.auth); the same browser again is moved to this account and session. */
  @Post('subscriptions')
  @UseGuards(SignedInGuard)
  async subscribe(@CurrentUser() user: UserRow, @Body() body: PushSubscriptionDto, @Req() req: Request): Promise<PushDevices> {
    await this.limits.consume('push-subscription', user.id);
    return this.subscriptions.subscribe(user.id, req.sessionID, body);
  }

  /** 204, whether the account had this endpoint or not (another account's stays). */
  @Delete('subscriptions')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(SignedInGuard)
  async unsubscribe(@CurrentUser() user: UserRow, @Body() body: PushUnsubscribeDto): Promise<void> {
    await this.limits.consume('push-subscription', user.id);
    await this.subscriptions.unsubscribe(user.id, body.endpoint);
  }
}
