/// <reference lib="webworker" />

/** The worker's global scope; `__WB_MANIFEST` is what the portal writes in when it serves the worker. */
export const scope = self as unknown as ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** Every page this worker controls, or could. */
export const windows = (): Promise<readonly WindowClient[]> => scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
