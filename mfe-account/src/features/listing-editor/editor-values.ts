import {
  CONTACT_MODES,
  DEFAULT_PRICE_UNIT,
  DEFAULT_PURPOSE,
  youtubeVideoId,
  type Commune,
  type ContactMode,
  type Coordinates,
  type ListingDraftForm,
  type OwnershipDocument,
  type PriceUnit,
  type ListingPlacement,
  type Property,
  type PropertyType,
  type Purpose,
} from 'shared-contracts';

/** What the editor's form holds: text as typed, numbers or null, the YouTube link as one field. */
export interface EditorValues {
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  price: number | null;
  priceUnit: PriceUnit;
  priceType: Purpose;
  propertyType?: PropertyType;
  commune?: Commune;
  address: string;
  addressEn: string;
  area: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  features: string[];
  featuresEn: string[];
  ownershipDocument?: OwnershipDocument;
  youtube: string;
  isFeatured: boolean;
  /** How seekers reach the owner: the number (shown on a click) and messages, or messages only. */
  contactMode: ContactMode;
  images: string[];
  /** The owner's point on the map; null while they have placed none (the listing is shown at its commune's centre, approximate). */
  coordinates: Coordinates | null;
  /** Show the point as it is; else only an area of about APPROXIMATE_RADIUS_M around it. */
  locationExact: boolean;
}

/** What a listing offers when its owner chose nothing: the number (shown on a click) and messages. */
export const DEFAULT_CONTACT_MODE: ContactMode = CONTACT_MODES[0];

export const EMPTY_VALUES: EditorValues = {
  title: '',
  titleEn: '',
  description: '',
  descriptionEn: '',
  price: null,
  priceUnit: DEFAULT_PRICE_UNIT,
  priceType: DEFAULT_PURPOSE,
  address: '',
  addressEn: '',
  area: null,
  bedrooms: null,
  bathrooms: null,
  features: [],
  featuresEn: [],
  youtube: '',
  isFeatured: false,
  contactMode: DEFAULT_CONTACT_MODE,
  images: [],
  coordinates: null,
  locationExact: false,
};

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());
const tags = (list: string[]): string[] => list.map((tag) => tag.trim()).filter((tag) => tag !== '');

/**
 * The form as the API takes it: empty optional text as null, feature tags trimmed,
 * the YouTube link as a one-item videos list. A required field left empty is left out: a
 * draft may be incomplete, and Publish says which fields are missing.
 */
export function toDraftForm(values: EditorValues): ListingDraftForm {
  return {
    title: text(values.title) ?? undefined,
    titleEn: text(values.titleEn),
    description: text(values.description) ?? undefined,
    descriptionEn: text(values.descriptionEn),
    price: values.price ?? undefined,
    priceUnit: values.priceUnit,
    priceType: values.priceType,
    propertyType: values.propertyType,
    commune: values.commune ?? null,
    address: text(values.address),
    addressEn: text(values.addressEn),
    area: values.area,
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    features: tags(values.features),
    featuresEn: tags(values.featuresEn),
    ownershipDocument: values.ownershipDocument ?? null,
    isActive: true,
    isFeatured: values.isFeatured,
    contactMode: values.contactMode,
    images: values.images,
    videos: text(values.youtube) ? [values.youtube.trim()] : [],
    coordinates: values.coordinates,
    locationExact: values.locationExact,
  };
}

/** A saved draft back into the form. */
export function fromDraftForm(form: ListingDraftForm): EditorValues {
  return {
    ...EMPTY_VALUES,
    title: form.title ?? '',
    titleEn: form.titleEn ?? '',
    description: form.description ?? '',
    descriptionEn: form.descriptionEn ?? '',
    price: form.price ?? null,
    priceUnit: form.priceUnit ?? DEFAULT_PRICE_UNIT,
    priceType: form.priceType ?? DEFAULT_PURPOSE,
    propertyType: form.propertyType,
    commune: form.commune ?? undefined,
    address: form.address ?? '',
    addressEn: form.addressEn ?? '',
    area: form.area ?? null,
    bedrooms: form.bedrooms ?? null,
    bathrooms: form.bathrooms ?? null,
    features: form.features ?? [],
    featuresEn: form.featuresEn ?? [],
    ownershipDocument: form.ownershipDocument ?? undefined,
    youtube: form.videos?.[0] ?? '',
    isFeatured: form.isFeatured ?? false,
    contactMode: form.contactMode ?? DEFAULT_CONTACT_MODE,
    images: form.images ?? [],
    coordinates: form.coordinates ?? null,
    locationExact: form.locationExact ?? false,
  };
}

/**
 * A published listing into the form, to edit it. Its point is the owner's, from
 * GET /api/properties/{id}/placement: the listing's `location` is where it is shown, moved
 * when approximate, and must never be saved back as theirs.
 */
export function fromProperty(property: Property, placement: ListingPlacement): EditorValues {
  const number = (value: string | null) => (value === null ? null : Number(value));
  return fromDraftForm({
    ...property,
    price: Number(property.price),
    area: number(property.area),
    videos: property.videos.filter((url) => youtubeVideoId(url) !== null).slice(0, 1),
    coordinates: placement.coordinates,
    locationExact: placement.exact,
  });
}

/**
 * A saved form of a listing's edit, with the owner's point from the placement when the form
 * holds none of its own (an edit saved before the editor had a map): never lost by an edit.
 */
export const withPlacement = (form: ListingDraftForm, placement: ListingPlacement | undefined): ListingDraftForm =>
  placement && form.coordinates === undefined ? { ...form, coordinates: placement.coordinates, locationExact: placement.exact } : form;

/**
 * The API's field names where the form names them otherwise. A draft's save names them inside
 * its body's `form` (`form.coordinates`), Publish without it.
 */
export function formFieldOf(apiField: string): keyof EditorValues {
  const field = apiField.replace(/^form\./, '');
  return field.startsWith('videos') ? 'youtube' : (field.split(/[.[]/)[0] as keyof EditorValues);
}
