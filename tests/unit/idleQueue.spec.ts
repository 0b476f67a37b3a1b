import {test, expect} from '@playwright/test';
import {createIdleQueue} from '../../src/clientModules/idleQueue';

/** A fake browser: a clock that each job advances, and idle callbacks run on demand. */
function setUp(jobMs: number, idleMs = 50) {
  let clock = 0;
  const ran: number[][] = [];
  const idleCallbacks: Array<(deadline?: IdleDeadline) => void> = [];
  let ready: (() => void) | undefined;
  const queue = createIdleQueue<number>({
    run: (job) => {
      ran.at(-1)!.push(job);
      clock += jobMs;
    },
    scheduleIdle: (callback) => idleCallbacks.push(callback),
    whenReady: (callback) => (ready = callback),
    sliceBudgetMs: 8,
    now: () => clock,
  });
  const runNextIdleCallback = (withDeadline = true) => {
    const periodEnd = clock + idleMs;
    ran.push([]);
    idleCallbacks.shift()!(
      withDeadline ? {didTimeout: false, timeRemaining: () => Math.max(0, periodEnd - clock)} : undefined,
    );
  };
  return {queue, ran, idleCallbacks, runNextIdleCallback, becomeReady: () => ready!()};
}

test('nothing runs before the queue is ready', () => {
  const {queue, idleCallbacks, becomeReady} = setUp(1);
  queue(1);
  queue(2);
  expect(idleCallbacks).toHaveLength(0);
  becomeReady();
  expect(idleCallbacks).toHaveLength(1);
});

test('each idle callback stops once its slice budget is spent, though the idle period lasts longer', () => {
  const {queue, ran, runNextIdleCallback, becomeReady} = setUp(3);
  for (let job = 1; job <= 7; job++) queue(job);
  becomeReady();
  runNextIdleCallback();
  runNextIdleCallback();
  runNextIdleCallback();
  expect(ran).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
});

test('a short idle period ends a slice early, and a job too long for the budget runs alone', () => {
  const shortPeriods = setUp(1, 7);
  for (let job = 1; job <= 4; job++) shortPeriods.queue(job);
  shortPeriods.becomeReady();
  shortPeriods.runNextIdleCallback();
  expect(shortPeriods.ran).toEqual([[1, 2]]);

  const longJobs = setUp(20);
  longJobs.queue(1);
  longJobs.queue(2);
  longJobs.becomeReady();
  longJobs.runNextIdleCallback();
  expect(longJobs.ran).toEqual([[1]]);
});

test('without an idle deadline (the timer fallback) one job runs per callback', () => {
  const {queue, ran, runNextIdleCallback, becomeReady} = setUp(1);
  queue(1);
  queue(2);
  becomeReady();
  runNextIdleCallback(false);
  runNextIdleCallback(false);
  expect(ran).toEqual([[1], [2]]);
});

test('jobs queued after the queue emptied start a new round of idle callbacks', () => {
  const {queue, ran, idleCallbacks, runNextIdleCallback, becomeReady} = setUp(1);
  queue(1);
  becomeReady();
  runNextIdleCallback();
  expect(idleCallbacks).toHaveLength(0);
  queue(2);
  becomeReady();
  runNextIdleCallback();
  expect(ran).toEqual([[1], [2]]);
});

test('jobs a job returns run before the rest of the queue, within the same slice budget', () => {
  let clock = 0;
  const ran: string[][] = [];
  const idleCallbacks: Array<(deadline?: IdleDeadline) => void> = [];
  const queue = createIdleQueue<string>({
    run: (job) => {
      ran.at(-1)!.push(job);
      clock += 3;
      return job.includes('.') ? undefined : [`${job}.1`, `${job}.2`];
    },
    scheduleIdle: (callback) => idleCallbacks.push(callback),
    whenReady: (callback) => callback(),
    sliceBudgetMs: 8,
    now: () => clock,
  });
  queue('a');
  queue('b');
  for (let slice = 0; slice < 2; slice++) {
    ran.push([]);
    idleCallbacks.shift()!({didTimeout: false, timeRemaining: () => 50});
  }
  expect(ran).toEqual([
    ['a', 'a.1', 'a.2'],
    ['b', 'b.1', 'b.2'],
  ]);
  expect(idleCallbacks).toHaveLength(0);
});
