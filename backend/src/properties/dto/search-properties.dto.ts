import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { COMMUNES, OWNERSHIP_DOCUMENTS, PROPERTY_SORTS, PROPERTY_TYPES, PURPOSES } from 'shared-contracts';
import type { Commune, OwnershipDocument, PropertySearchQuery, PropertySort, PropertyType, Purpose } from 'shared-contracts';
import { PageDto } from '../../common/pagination/page.dto.js';
import { MaxLengthOf } from '../../common/validation/length.js';
import { QueryAmount } from '../../common/validation/query-values.js';
import { MAX_PRICE_DZD } from '../property-values.js';
import { OneOf } from './property-rules.js';

/** GET /api/properties: every filter optional; a malformed one is a 400, an unknown one is ignored. */
export class SearchPropertiesDto extends PageDto implements PropertySearchQuery {
  @IsOptional() @IsString() @MaxLengthOf(100) keyword?: string;
  @IsOptional() @OneOf(COMMUNES) commune?: Commune;
  @IsOptional() @OneOf(PROPERTY_TYPES) propertyType?: PropertyType;
  @IsOptional() @OneOf(PURPOSES) purpose?: Purpose;
  @IsOptional() @OneOf(OWNERSHIP_DOCUMENTS) document?: OwnershipDocument;
  @IsOptional() @QueryAmount(MAX_PRICE_DZD) minPrice?: number;
  @IsOptional() @QueryAmount(MAX_PRICE_DZD) maxPrice?: number;
  @IsOptional() @IsIn(PROPERTY_SORTS) sort?: PropertySort;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  featured?: boolean;

  /** Checked whole by the search (it must be a cursor of the same sort). */
  @IsOptional() @IsString() @MaxLengthOf(200) after?: string;
}
