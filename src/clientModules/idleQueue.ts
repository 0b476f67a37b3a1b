// A queue whose jobs run while the browser is idle, a short slice at a time.

export type IdleQueueOptions<T> = {
  /**
   * Does one job. Jobs it returns run next, ahead of the rest of the queue,
   * so a job can hand work of unknown size on as small follow-up jobs.
   */
  run: (job: T) => T[] | void;
  /** Calls back once the browser is idle (requestIdleCallback, or a timer without a deadline). */
  scheduleIdle: (callback: (deadline?: IdleDeadline) => void) => void;
  /** Calls back once the queue may start, e.g. after the page's load event. */
  whenReady: (callback: () => void) => void;
  /** Most work one idle callback does; idle periods offer up to 50 ms. */
  sliceBudgetMs: number;
  now?: () => number;
};

/** Returns the function that queues a job. */
export function createIdleQueue<T>({
  run,
  scheduleIdle,
  whenReady,
  sliceBudgetMs,
  now = () => performance.now(),
}: IdleQueueOptions<T>): (job: T) => void {
  const queue: T[] = [];
  let draining = false;

  const drain = (deadline?: IdleDeadline) => {
    const sliceEnd = now() + sliceBudgetMs;
    do {
      const followUps = run(queue.shift()!);
      if (followUps) queue.unshift(...followUps);
    } while (queue.length > 0 && deadline !== undefined && deadline.timeRemaining() > 5 && now() < sliceEnd);
    if (queue.length > 0) scheduleIdle(drain);
    else draining = false;
  };

  return (job) => {
    queue.push(job);
    if (draining) return;
    draining = true;
    whenReady(() => scheduleIdle(drain));
  };
}
