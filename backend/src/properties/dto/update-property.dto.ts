import { IsIn } from 'class-validator';
import { COMMUNES, CONTACT_MODES, OWNERSHIP_DOCUMENTS, PRICE_UNITS, PROPERTY_TYPES, PURPOSES } from 'shared-contracts';
import type { Commune, Coordinates, ContactMode, OwnershipDocument, PriceUnit, PropertyType, PropertyUpdatePayload, Purpose } from 'shared-contracts';
import { Area, FeatureList, Flag, ImageList, OneOf, OptionalOneOf, OptionalText, Price, RequiredText, RoomCount, VideoList, WilayaPoint } from './property-rules.js';
import { WhenSent } from '../../common/validation/when-sent.js';

/** PATCH /api/properties/:id: the same rules, every field optional; what is left out is kept. */
export class UpdatePropertyDto implements PropertyUpdatePayload {
  @WhenSent() @RequiredText(150) title?: string;
  @OptionalText(150) titleEn?: string | null;
  @WhenSent() @RequiredText(5000) description?: string;
  @OptionalText(5000) descriptionEn?: string | null;
  @WhenSent() @Price() price?: number;
  @WhenSent() @OneOf(PRICE_UNITS) priceUnit?: PriceUnit;
  @WhenSent() @OneOf(PURPOSES) priceType?: Purpose;
  @WhenSent() @OneOf(PROPERTY_TYPES) propertyType?: PropertyType;
  @OptionalOneOf(COMMUNES) commune?: Commune | null;
  @OptionalText(300) address?: string | null;
  @OptionalText(300) addressEn?: string | null;
  @Area() area?: number | null;
  @RoomCount() bedrooms?: number | null;
  @RoomCount() bathrooms?: number | null;
  @WhenSent() @FeatureList() features?: string[];
  @WhenSent() @FeatureList() featuresEn?: string[];
  @OptionalOneOf(OWNERSHIP_DOCUMENTS) ownershipDocument?: OwnershipDocument | null;
  @WhenSent() @Flag() isActive?: boolean;
  @WhenSent() @Flag() isFeatured?: boolean;
  @WhenSent() @IsIn(CONTACT_MODES) contactMode?: ContactMode;
  @WhenSent() @ImageList() images?: string[];
  @WhenSent() @VideoList() videos?: string[];
  @WilayaPoint() coordinates?: Coordinates | null;
  @WhenSent() @Flag() locationExact?: boolean;
}
