// What the service worker needs of shared-contracts, without the root barrel: the worker is one
// script, and the barrel brings dayjs and the reference lists with it.
export * from './worker-protocol.js';
export { thumbnailOf } from '../types/upload.js';
export { CSRF_HEADER, CSRF_TOKEN_PATH, SESSION_PATH } from '../auth/rules.js';
export type { PropertyDetail } from '../types/property.js';
export { PUSH_SUBSCRIPTIONS_PATH, type PushPayload } from '../types/push.js';
export { CONTENT_HASHED_FILE } from '../portal/build-artifacts.js';
