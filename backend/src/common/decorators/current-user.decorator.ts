import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { signedInUser } from '../guards/signed-in.guard.js';

/**
 * The signed-in account (a UserRow) in a handler's parameters. Behind SignedInGuard or
 * Allowed(…); used alone it answers 401 for a visitor, as the guard would.
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => signedInUser(context));
