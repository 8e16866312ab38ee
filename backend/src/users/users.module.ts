import { Module } from '@nestjs/common';
import { SessionModule } from '../session/session.module.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';
import { UserActivationService } from './user-activation.service.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [SessionModule],
  controllers: [AdminUsersController],
  providers: [UsersService, UserActivationService, AdminUsersService],
  exports: [UsersService],
})
export class UsersModule {}
