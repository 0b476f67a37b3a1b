/**
 * Ends the current main-thread task so the browser can handle input and
 * paint. scheduler.yield() resumes ahead of other queued tasks; chained
 * timers would be clamped to 4 ms each.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
