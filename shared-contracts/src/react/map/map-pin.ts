import type { DivIcon } from 'leaflet';
import { BRAND } from '../../ui/theme.js';
import type { LeafletKit } from './load-leaflet.js';

const PIN_SVG = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40" viewBox="0 0 30 40" aria-hidden="true" focusable="false">` +
  `<path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.4 15 39 15 39s14-13.6 14-24.1C29 7.2 22.7 1 15 1z" fill="${colour}" stroke="#fff" stroke-width="2"/>` +
  `<circle cx="15" cy="15" r="5.5" fill="#fff"/></svg>`;

/**
 * A map pin drawn inline: Leaflet's default marker images are found from its stylesheet's path,
 * which a bundler rewrites, so they break; a divIcon has no image to find.
 */
export function mapPin(L: LeafletKit, colour: string = BRAND.primary): DivIcon {
  return L.divIcon({ html: PIN_SVG(colour), className: 'djelfa-map-pin', iconSize: [30, 40], iconAnchor: [15, 39], popupAnchor: [0, -36] });
}
