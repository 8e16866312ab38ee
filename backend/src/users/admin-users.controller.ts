import { Body, Controller, Param, Put } from '@nestjs/common';
import type { User } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Allowed } from '../common/guards/permission.guard.js';
import { IdPipe } from '../common/validation/ids.js';
import { ToggleUserDto } from './dto/toggle-user.dto.js';
import { toUser } from './to-user.js';
import { UserActivationService } from './user-activation.service.js';
import type { UserEntity } from './user.entity.js';

@Controller('admin/users')
@Allowed('users.manage')
export class AdminUsersController {
  constructor(private readonly activation: UserActivationService) {}

  /** PUT /api/admin/users/:id/toggle { active }: 200 the updated user. */
  @Put(':id/toggle')
  async toggle(@Param('id', IdPipe) id: number, @Body() { active }: ToggleUserDto, @CurrentUser() admin: UserEntity): Promise<User> {
    return toUser(await this.activation.setActive(id, active, admin));
  }
}
