type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task so the browser can paint and answer a tap before the next piece of
 * start-up work: `scheduler.yield()` where the browser has it (it resumes ahead of other queued
 * work), else a new task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
