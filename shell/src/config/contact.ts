/** The office on OpenStreetMap, opened only when the visitor follows the link. */
export const OFFICE_MAP_URL = 'https://www.openstreetmap.org/?mlat=34.6729&mlon=3.2631#map=16/34.6729/3.2631';
