/**
 * Polls `condition` until it holds (returns a truthy value, which is returned) or `timeoutMs` passes. For
 * waiting on work another worker or process does: no fixed sleeps.
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10)); // poll interval
  }
}
