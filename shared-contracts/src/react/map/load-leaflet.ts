// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- every program that compiles this file (the areas, test-support) needs the stylesheet's module type
/// <reference path="./leaflet-css.d.ts" />
import type * as Leaflet from 'leaflet';

/** The Leaflet namespace, as `onReady` receives it: markers and layers made with it belong to the same map. */
export type LeafletKit = typeof Leaflet;

let loading: Promise<LeafletKit> | undefined;

/**
 * Leaflet and its stylesheet, fetched the first time a map mounts: never at module load, so that
 * pages drawn on the server and the pages without a map do not pay for it.
 * shared-contracts is a federation singleton: these become async chunks of whichever build
 * provides it.
 */
export function loadLeaflet(): Promise<LeafletKit> {
  loading ??= Promise.all([import(/* webpackChunkName: "leaflet" */ 'leaflet'), import(/* webpackChunkName: "leaflet" */ 'leaflet/dist/leaflet.css')]).then(
    // Leaflet's package is CommonJS (UMD): the bundler's namespace holds it as `default`.
    ([leaflet]) => (leaflet as unknown as { default?: LeafletKit }).default ?? leaflet,
    (error: unknown) => {
      loading = undefined; // a failed chunk can be retried by the next map
      throw error;
    },
  );
  return loading;
}
