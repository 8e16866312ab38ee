/** The wrong password for one account from one address, in a day, that makes that pair wait. */
export const FAILS_PER_ACCOUNT_AND_ADDRESS = 5;
/** The wrong password from one address, whatever the accounts, in an hour, that makes the address wait. */
export const FAILS_PER_ADDRESS = 50;

const FIRST_DELAY_S = 60;
const LONGEST_DELAY_S = 60 * 60;

/**
 * How long to wait after the `blocksSoFar + 1`-th time a limit is reached within a day: a minute,
 * then twice as long each time, at most an hour (OWASP: delays that grow, no lock-out).
 */
export function signInDelaySeconds(blocksSoFar: number): number {
  return Math.min(FIRST_DELAY_S * 2 ** Math.max(0, blocksSoFar), LONGEST_DELAY_S);
}
