import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, ValidateNested } from 'class-validator';
import {
  ALERT_FREQUENCIES,
  COMMUNES,
  OWNERSHIP_DOCUMENTS,
  PROPERTY_TYPES,
  PURPOSES,
  type AlertFrequency,
  type Commune,
  type OwnershipDocument,
  type PropertyType,
  type Purpose,
  type SavedSearchFilters,
  type SavedSearchRequest,
  type SavedSearchUpdate,
} from 'shared-contracts';
import { Trim } from '../auth/dto/field-rules.js';
import { MaxLengthOf } from '../common/validation/length.js';
import { OneOf, Price } from '../properties/dto/property-rules.js';

class SavedSearchFiltersDto implements SavedSearchFilters {
  @IsOptional() @IsString() @MaxLengthOf(100) keyword?: string;
  @IsOptional() @OneOf(COMMUNES) commune?: Commune;
  @IsOptional() @OneOf(PROPERTY_TYPES) propertyType?: PropertyType;
  @IsOptional() @OneOf(PURPOSES) purpose?: Purpose;
  @IsOptional() @OneOf(OWNERSHIP_DOCUMENTS) document?: OwnershipDocument;
  @IsOptional() @Price() minPrice?: number;
  @IsOptional() @Price() maxPrice?: number;
}

export class SavedSearchDto implements SavedSearchRequest {
  @Trim() @IsNotEmpty() @IsString() @MaxLengthOf(100) name: string;
  @IsDefined() @ValidateNested() @Type(() => SavedSearchFiltersDto) filters: SavedSearchFiltersDto;
  @IsIn(ALERT_FREQUENCIES) frequency: AlertFrequency;
}

export class SavedSearchUpdateDto implements SavedSearchUpdate {
  @IsOptional() @Trim() @IsNotEmpty() @IsString() @MaxLengthOf(100) name?: string;
  @IsOptional() @IsIn(ALERT_FREQUENCIES) frequency?: AlertFrequency;
}
