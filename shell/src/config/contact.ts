/** The company's published contact details (SPEC §2 footer and contact page). */
export const CONTACT = {
  phone: '+213 27 87 00 00',
  email: 'contact@djelfa-estates.dz',
} as const;

/** The office on OpenStreetMap, opened only when the visitor follows the link. */
export const OFFICE_MAP_URL = 'https://www.openstreetmap.org/?mlat=34.6729&mlon=3.2631#map=16/34.6729/3.2631';
