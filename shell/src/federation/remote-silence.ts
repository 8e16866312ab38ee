/** A remote that has sent nothing for this long is shown as unavailable, with Retry. */
export const REMOTE_SILENCE_MS = 8000;
