import { SITE_CONTACT } from 'shared-contracts';

/** The company's published contact details (SPEC §2 footer and contact page). */
export const CONTACT = SITE_CONTACT;

/** The office on OpenStreetMap, opened only when the visitor follows the link. */
export const OFFICE_MAP_URL = 'https://www.openstreetmap.org/?mlat=34.6729&mlon=3.2631#map=16/34.6729/3.2631';
