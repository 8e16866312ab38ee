import { IsBoolean, IsDefined } from 'class-validator';
import type { UserToggleRequest } from 'shared-contracts';

export class ToggleUserDto implements UserToggleRequest {
  @IsDefined()
  @IsBoolean()
  active: boolean;
}
