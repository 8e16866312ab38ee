import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { type AdminUser, type User } from 'shared-contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { sendCsv } from '../common/http/csv-download.js';
import { Allowed } from '../common/guards/permission.guard.js';
import { pageWindow } from '../common/pagination/page.dto.js';
import { IdPipe } from '../common/validation/ids.js';
import { AdminUsersService } from './admin-users.service.js';
import { USER_CSV } from './user-csv.js';
import { AdminUsersQuery, UserPlanDto, UserRoleDto } from './dto/admin-users.dto.js';
import { ToggleUserDto } from './dto/toggle-user.dto.js';
import { toUser } from './to-user.js';
import { UserActivationService } from './user-activation.service.js';
import type { UserRow } from './user-row.js';
import { paged, type Paged } from '../common/http/paged.js';

@Controller('admin/users')
@Allowed('users.manage')
export class AdminUsersController {
  constructor(
    private readonly activation: UserActivationService,
    private readonly users: AdminUsersService,
  ) {}

  /** Newest first; ?q (username, email, name), ?role, ?active, ?plan; paginated (X-Total-Count). */
  @Get()
  async page(@Query() query: AdminUsersQuery): Promise<Paged<AdminUser[]>> {
    const { limit, offset } = pageWindow(query, 20);
    return paged(await this.users.page(query, limit, offset));
  }

  /** The table as filtered, as CSV. */
  @Get('export')
  export(@Query() query: AdminUsersQuery, @Res() res: Response): Promise<void> {
    return sendCsv(res, 'users', USER_CSV, async (limit, offset) => (await this.users.page(query, limit, offset)).items);
  }

  /** One member (the listing editor names whom an admin writes for). */
  @Get(':id')
  one(@Param('id', IdPipe) id: number): Promise<AdminUser> {
    return this.users.one(id);
  }

  /** PUT /api/admin/users/:id/toggle { active }: 200 the updated user. */
  @Put(':id/toggle')
  async toggle(@Param('id', IdPipe) id: number, @Body() { active }: ToggleUserDto, @CurrentUser() admin: UserRow): Promise<User> {
    return toUser(await this.activation.setActive(id, active, admin));
  }

  @Put(':id/role')
  role(@Param('id', IdPipe) id: number, @Body() { role }: UserRoleDto, @CurrentUser() admin: UserRow): Promise<AdminUser> {
    return this.users.setRole(id, role, admin);
  }

  @Put(':id/plan')
  plan(@Param('id', IdPipe) id: number, @Body() body: UserPlanDto): Promise<AdminUser> {
    return this.users.setPlan(id, body);
  }
}
