import { IsIn, IsISO8601, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { SUBSCRIPTION_PLANS, USER_ROLES, type SubscriptionPlanName, type UserPlanChange, type UserRole, type UserRoleChange } from 'shared-contracts';
import { PageDto } from '../../common/pagination/page.dto.js';
import { QueryBoolean } from '../../common/validation/query-values.js';

const PLANS = SUBSCRIPTION_PLANS.map(({ value }) => value);

export class AdminUsersQuery extends PageDto {
  /** In the username, the email or the name. */
  @IsOptional() @IsString() @MaxLength(100) q?: string;
  @IsOptional() @IsIn(USER_ROLES) role?: UserRole;
  @IsOptional() @QueryBoolean() active?: boolean;
  @IsOptional() @IsIn(PLANS) plan?: SubscriptionPlanName;
}

export class UserRoleDto implements UserRoleChange {
  @IsIn(USER_ROLES) role: UserRole;
}

export class UserPlanDto implements UserPlanChange {
  @IsIn(PLANS) plan: SubscriptionPlanName;
  /** Required for a paid plan, absent (null) for the free one. */
  @ValidateIf((dto: UserPlanDto) => dto.plan !== 'free') @IsISO8601({ strict: true }) expiresAt: string | null;
}
