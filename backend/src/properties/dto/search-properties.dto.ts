import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, ValidateBy } from 'class-validator';
import { COMMUNES, OWNERSHIP_DOCUMENTS, PROPERTY_SORTS, PROPERTY_TYPES, PURPOSES, parseBbox } from 'shared-contracts';
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

  /** The map's box, `minLng,minLat,maxLng,maxLat`: four numbers in range, each minimum below its maximum. */
  @IsOptional()
  @IsString()
  @MaxLengthOf(100)
  @ValidateBy({
    name: 'isBbox',
    validator: { validate: (value) => typeof value === 'string' && parseBbox(value) !== null, defaultMessage: () => 'bbox must be minLng,minLat,maxLng,maxLat' },
  })
  bbox?: string;

  /** Checked whole by the search (it must be a cursor of the same sort). */
  @IsOptional() @IsString() @MaxLengthOf(200) after?: string;
}
