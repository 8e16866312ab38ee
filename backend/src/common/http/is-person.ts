import type { Request } from 'express';
import { isCrawler } from './daily-visitor-keys.js';

/** A browser a person uses, as far as a request says: a user agent, and not a crawler's. */
export const isPerson = (req: Request): boolean => !isCrawler(req.get('user-agent'));
