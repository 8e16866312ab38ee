import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ADMIN_PROPERTY_ACTIONS,
  ADMIN_PROPERTY_SORTS,
  ADMIN_SETTABLE_STATUSES,
  COMMUNES,
  MAX_BULK_IDS,
  OWNERSHIP_DOCUMENTS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type AdminPropertyAction,
  type AdminPropertyBulk,
  type AdminPropertySort,
  type AdminSettableStatus,
  type Commune,
  type ModerationRejection,
  type OwnershipDocument,
  type PropertyStatus,
  type PropertyType,
} from 'shared-contracts';
import { PageDto } from '../../common/pagination/page.dto.js';
import { IsId } from '../../common/validation/ids.js';
import { QueryBoolean } from '../../common/validation/query-values.js';
import { RequiredText } from '../dto/property-rules.js';

export class AdminPropertiesQuery extends PageDto {
  /** In the title (either language), the address or the commune. */
  @IsOptional() @IsString() @MaxLength(100) q?: string;
  @IsOptional() @IsIn(PROPERTY_STATUSES) status?: PropertyStatus;
  @IsOptional() @IsIn(PROPERTY_TYPES.map(({ value }) => value)) type?: PropertyType;
  @IsOptional() @IsIn(COMMUNES.map(({ value }) => value)) commune?: Commune;
  @IsOptional() @IsIn(OWNERSHIP_DOCUMENTS.map(({ value }) => value)) document?: OwnershipDocument;
  @IsOptional() @QueryBoolean() featured?: boolean;
  /** The owner's username or email, in part. */
  @IsOptional() @IsString() @MaxLength(100) owner?: string;
  @IsOptional() @IsIn(ADMIN_PROPERTY_SORTS) sort?: AdminPropertySort;
}

export class FeaturedDto {
  @IsBoolean() featured: boolean;
}

export class AdminStatusDto {
  @IsIn(ADMIN_SETTABLE_STATUSES) status: AdminSettableStatus;
}

export class RejectionDto implements ModerationRejection {
  @RequiredText(500) reason: string;
}

export class BulkDto implements AdminPropertyBulk {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_BULK_IDS)
  @IsId({ each: true })
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? [...new Set(value)] : value))
  ids: number[];
  @IsIn(ADMIN_PROPERTY_ACTIONS) action: AdminPropertyAction;
}
