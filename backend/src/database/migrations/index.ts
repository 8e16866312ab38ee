import { EnableSearchExtensions1795304406543 } from './1795304406543-EnableSearchExtensions.js';

/**
 * Every migration, oldest first. Listed rather than globbed so that the same list works from
 * src/ under Jest and from dist/ in production; index.spec.ts fails when a file is missing here.
 */
export const migrations = [EnableSearchExtensions1795304406543];
