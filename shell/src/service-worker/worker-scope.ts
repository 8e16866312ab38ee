/// <reference lib="webworker" />

/**
 * The worker's global scope; `__WB_MANIFEST` (what to precache) and `__APP_VERSION` (the site's
 * version they make) are what the portal writes in when it serves the worker.
 */
export const scope = self as unknown as ServiceWorkerGlobalScope & { __WB_MANIFEST?: Array<{ url: string; revision: string | null }>; __APP_VERSION?: string };

/** Every page this worker controls, or could. */
export const windows = (): Promise<readonly WindowClient[]> => scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
