import { Type } from 'class-transformer';
import type { ListingDraftCreatePayload } from 'shared-contracts';
import { IsDefined, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { IsId } from '../../common/validation/ids.js';
import { UpdatePropertyDto } from '../dto/update-property.dto.js';

/**
 * A draft's form is checked for its shape only (PATCH's rules: every field optional); the full
 * rules that need all of it are Publish's.
 */
export class DraftSaveDto {
  // An object of the listing's fields: an array (of arrays) would pass ValidateNested item by item.
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => UpdatePropertyDto)
  form: UpdatePropertyDto;
}

/** POST /api/user/drafts: a new listing's draft, or (propertyId) unsaved changes to one; an admin's for a member (ownerId). */
export class DraftCreateDto extends DraftSaveDto implements ListingDraftCreatePayload {
  @IsOptional() @IsId() propertyId?: number | null;
  @IsOptional() @IsId() ownerId?: number;
}
