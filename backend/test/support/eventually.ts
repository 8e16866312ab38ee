/**
 * `read()` again and again until it answers `expected` (deep equality by JSON), or the timeout:
 * then its last answer, for the test's own expect to show. No fixed sleep: it returns at once.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, { timeout, interval = 20 }: { timeout: number; interval?: number }): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const answer = await read();
    if (JSON.stringify(answer) === JSON.stringify(expected) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
