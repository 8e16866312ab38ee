import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, Min, ValidateBy, type ValidationOptions } from 'class-validator';
import { MAX_IMAGES_PER_PROPERTY, isInWilaya, youtubeVideoId, type ReferenceItem } from 'shared-contracts';
import { IsDecimalAmount } from '../../common/validation/decimal.js';
import { MaxLengthOf } from '../../common/validation/length.js';

/** decimal(15,2) and decimal(10,2): the largest values the columns hold. */
export const MAX_PRICE = 9_999_999_999_999.99;
export const MAX_AREA = 99_999_999.99;
export const MAX_FEATURES = 30;
export const MAX_FEATURE_LENGTH = 80;

const trimmed = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
const blankToNull = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value));
const withoutBlanks = Transform(({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '') : value,
);
const maxItems = (limit: number) => ArrayMaxSize(limit, { context: { limit } });

export const RequiredText = (limit: number) => applyDecorators(trimmed, IsNotEmpty(), IsString(), MaxLengthOf(limit));
/** Empty text is stored as null. */
export const OptionalText = (limit: number) => applyDecorators(blankToNull, IsOptional(), IsString(), MaxLengthOf(limit));
export const OneOf = (list: readonly ReferenceItem[]) => IsIn(list.map((item) => item.value));
export const OptionalOneOf = (list: readonly ReferenceItem[]) => applyDecorators(IsOptional(), OneOf(list));
export const Flag = () => IsBoolean();

/** Positive, with at most two decimals, within the column (1e-7 and 5e-324 are not prices). */
export const Price = () => IsDecimalAmount(MAX_PRICE);
export const Area = () => applyDecorators(IsOptional(), IsDecimalAmount(MAX_AREA));
export const RoomCount = () => applyDecorators(IsOptional(), IsInt(), Min(0), Max(1000));

/** Comma-split by the form; trimmed here again, blanks dropped, then limited. */
export const FeatureList = () => applyDecorators(withoutBlanks, IsArray(), maxItems(MAX_FEATURES), IsString({ each: true }), MaxLengthOf(MAX_FEATURE_LENGTH, { each: true }));
/** URLs of the uploads service; whose they are is checked by the service (UploadsService.assertOwned). */
export const ImageList = () => applyDecorators(IsArray(), maxItems(MAX_IMAGES_PER_PROPERTY), IsString({ each: true }), MaxLengthOf(500, { each: true }));
/** A link the listing's page can play: YouTube's (the only player it has), not any address at all. */
const IsYoutubeLink = (options: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isYoutubeLink',
      validator: { validate: (value) => typeof value === 'string' && youtubeVideoId(value) !== null, defaultMessage: () => 'each video must be a YouTube link' },
    },
    options,
  );

/** The form's one video link. */
export const VideoList = () => applyDecorators(IsArray(), maxItems(1), IsString({ each: true }), MaxLengthOf(500, { each: true }), IsYoutubeLink({ each: true }));

/** `{ lat, lng }` and nothing else, two finite numbers. */
const isPoint = (value: unknown): value is { lat: number; lng: number } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).sort().join() === 'lat,lng' &&
  [(value as { lat: unknown }).lat, (value as { lng: unknown }).lng].every((n) => typeof n === 'number' && Number.isFinite(n));

/** The owner's point: inside the wilaya (its bounds, shared-contracts isInWilaya); null takes it off. */
export const WilayaPoint = () =>
  applyDecorators(
    IsOptional(),
    ValidateBy({
      name: 'isWilayaPoint',
      validator: { validate: (value) => isPoint(value) && isInWilaya(value), defaultMessage: () => 'coordinates must be { lat, lng } inside the wilaya of Djelfa' },
    }),
  );
