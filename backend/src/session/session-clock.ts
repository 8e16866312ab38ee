/** When a session started and when it was last used (epoch milliseconds, kept in the session). */
export interface SessionTimes {
  createdAt: number;
  lastSeenAt: number;
}

export interface TimeoutPolicy {
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
}

export function isExpired(times: SessionTimes, policy: TimeoutPolicy, now: number): boolean {
  return now - times.lastSeenAt >= policy.idleTimeoutMs || now - times.createdAt >= policy.absoluteTimeoutMs;
}

/**
 * How stale lastSeenAt may get before it is written again: a twentieth of the idle timeout,
 * at least a minute (a write per request halves the throughput), yet well within the timeout.
 */
export function refreshInterval({ idleTimeoutMs }: TimeoutPolicy): number {
  return Math.min(Math.max(60_000, idleTimeoutMs / 20), idleTimeoutMs / 2);
}

export function needsRefresh(times: SessionTimes, policy: TimeoutPolicy, now: number): boolean {
  return now - times.lastSeenAt >= refreshInterval(policy);
}

/** The moment the session ends if unused: the cookie and the stored row expire with it. */
export function expiresAt(times: SessionTimes, policy: TimeoutPolicy): Date {
  return new Date(Math.min(times.lastSeenAt + policy.idleTimeoutMs, times.createdAt + policy.absoluteTimeoutMs));
}
