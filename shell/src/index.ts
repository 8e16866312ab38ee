// The async boundary: shared modules (React, the router, i18next…) are negotiated with the
// remotes before any of them is evaluated. The chunk name marks the start-up code (preload-manifest.mjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
