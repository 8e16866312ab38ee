import { communeCentre } from '../reference/commune-centres.js';
import type { Coordinates } from '../types/property.js';
import type { ListingLocation } from '../types/listing-location.js';
import type { Property } from '../types/property.js';

/** Where a listing is drawn: its own point, or its commune's centre, approximate, when it has none. */
export const shownLocation = ({ location, commune }: Pick<Property, 'location' | 'commune'>): ListingLocation => location ?? { ...communeCentre(commune), approximate: true };

/**
 * A link that opens the point in the phone's maps app: Google's Maps URL (a universal link that
 * Android and iOS hand to the installed app, and that opens the web map elsewhere).
 */
export const mapsAppUrl = ({ lat, lng }: Coordinates): string => `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(5)}%2C${lng.toFixed(5)}`;
