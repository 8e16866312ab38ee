import { IsDefined, IsIn } from 'class-validator';
import { COMMUNES, CONTACT_MODES, DEFAULT_PRICE_UNIT, DEFAULT_PURPOSE, OWNERSHIP_DOCUMENTS, PRICE_UNITS, PROPERTY_TYPES, PURPOSES } from 'shared-contracts';
import type { Commune, Coordinates, ContactMode, OwnershipDocument, PriceUnit, PropertyCreatePayload, PropertyType, Purpose } from 'shared-contracts';
import { Area, FeatureList, Flag, ImageList, OneOf, OptionalOneOf, OptionalText, Price, RequiredText, RoomCount, VideoList, WilayaPoint } from './property-rules.js';
import { WhenSent } from '../../common/validation/when-sent.js';

/** POST /api/properties. Fields with a default may be left out, not sent as null. */
export class CreatePropertyDto implements PropertyCreatePayload {
  @RequiredText(150) title: string;
  @OptionalText(150) titleEn: string | null = null;
  @RequiredText(5000) description: string;
  @OptionalText(5000) descriptionEn: string | null = null;
  @IsDefined() @Price() price: number;
  @WhenSent() @OneOf(PRICE_UNITS) priceUnit: PriceUnit = DEFAULT_PRICE_UNIT;
  @WhenSent() @OneOf(PURPOSES) priceType: Purpose = DEFAULT_PURPOSE;
  @IsDefined() @OneOf(PROPERTY_TYPES) propertyType: PropertyType;
  @OptionalOneOf(COMMUNES) commune: Commune | null = null;
  @OptionalText(300) address: string | null = null;
  @OptionalText(300) addressEn: string | null = null;
  @Area() area: number | null = null;
  @RoomCount() bedrooms: number | null = null;
  @RoomCount() bathrooms: number | null = null;
  @WhenSent() @FeatureList() features: string[] = [];
  @WhenSent() @FeatureList() featuresEn: string[] = [];
  @OptionalOneOf(OWNERSHIP_DOCUMENTS) ownershipDocument: OwnershipDocument | null = null;
  @WhenSent() @Flag() isActive: boolean = true;
  @WhenSent() @Flag() isFeatured: boolean = false;
  @WhenSent() @IsIn(CONTACT_MODES) contactMode: ContactMode = 'phone_and_messages';
  @WhenSent() @ImageList() images: string[] = [];
  @WhenSent() @VideoList() videos: string[] = [];
  @WilayaPoint() coordinates: Coordinates | null = null;
  @WhenSent() @Flag() locationExact: boolean = false;
}
