let made = 0;

/**
 * A mark no other test has, in this run or an earlier one on the same database: for what must be
 * told apart from every other (an account's name, a title a test looks for). Its counter keeps
 * two calls of one worker in the same millisecond apart.
 */
export const unique = (): string => `${Date.now().toString(36)}${(made++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
