import type { TFunction } from 'i18next';
import { apiErrorText, dropCached, toast } from 'shared-contracts/react';

/** A change the back-office asks of the API (its answer is not needed: the lists are fetched again). */
export type AdminCall = () => Promise<unknown>;
/** A change under way. */
export type Settled = ReturnType<AdminCall>;

/** Runs a back-office change: the notice `done` (or the error's text), then the lists under `reload` fetched again. */
export async function runAdminCall(t: TFunction, call: AdminCall, done: string, ...reload: string[]): Promise<boolean> {
  let ok = false;
  try {
    await call();
    toast({ title: t(done) });
    ok = true;
  } catch (error) {
    toast({ title: apiErrorText(t, error), variant: 'destructive' });
  }
  await Promise.all(reload.map((prefix) => dropCached(prefix)));
  return ok;
}
