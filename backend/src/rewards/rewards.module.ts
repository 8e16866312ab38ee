import { Module } from '@nestjs/common';
import { RewardsController } from './rewards.controller.js';
import { RewardsService } from './rewards.service.js';

/** The reward points ledger. */
@Module({ controllers: [RewardsController], providers: [RewardsService], exports: [RewardsService] })
export class RewardsModule {}
