import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNumber, IsOptional, IsString, Min } from 'class-validator';
import { COMMUNES, PROPERTY_SORTS, PROPERTY_TYPES, PURPOSES } from 'shared-contracts';
import type { Commune, PropertySearchQuery, PropertySort, PropertyType, Purpose } from 'shared-contracts';
import { MaxLengthOf } from '../../common/validation/length.js';
import { PageDto, QueryNumber } from './page.dto.js';
import { OneOf } from './property-rules.js';

/** GET /api/properties: every filter optional; anything unknown or malformed is a 400. */
export class SearchPropertiesDto extends PageDto implements PropertySearchQuery {
  @IsOptional() @IsString() @MaxLengthOf(100) keyword?: string;
  @IsOptional() @OneOf(COMMUNES) commune?: Commune;
  @IsOptional() @OneOf(PROPERTY_TYPES) propertyType?: PropertyType;
  @IsOptional() @OneOf(PURPOSES) purpose?: Purpose;
  @IsOptional() @QueryNumber() @IsNumber() @Min(0) minPrice?: number;
  @IsOptional() @QueryNumber() @IsNumber() @Min(0) maxPrice?: number;
  @IsOptional() @IsIn(PROPERTY_SORTS) sort?: PropertySort;

  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  featured?: boolean;
}
