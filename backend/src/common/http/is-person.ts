import type { Request } from 'express';
import { isbot } from 'isbot';

/** A browser a person uses, as far as a request says: a user agent, and not a crawler's. */
export const isPerson = (req: Request): boolean => {
  const agent = req.get('user-agent');
  return !!agent && !isbot(agent);
};
