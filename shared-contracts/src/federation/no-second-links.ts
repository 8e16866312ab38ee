import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Leaves an area's stylesheets and scripts to rspack's chunk loading, which finds the portal's
 * links by their `data-rspack` mark (PreloadManifest.styleMarks). The federation's own preload
 * from the area's manifest compares the portal's root-relative `href` with its absolute URL,
 * finds no match and links the stylesheet a second time: parsed and applied to the whole page
 * again while the page is being taken over. The portal announces an area's first files in the
 * HTML, and rspack fetches an area's chunks in parallel, so the preload saved no time.
 */
export default function noSecondLinks(): ModuleFederationRuntimePlugin {
  return {
    name: 'no-second-links',
    beforePreloadRemote({ preloadOps }) {
      preloadOps.splice(0);
    },
  };
}
