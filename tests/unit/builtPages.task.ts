import {threadId} from 'node:worker_threads';

/** Answers after blocking its thread for a while, so that a pool has to spread the tasks. */
export function echoFromThread({value, blockMs}: {value: number; blockMs: number}): {value: number; threadId: number} {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, blockMs);
  return {value, threadId};
}

export function failOn({value}: {value: number}): number {
  if (value === 3) throw new Error(`task ${value} failed`);
  return value;
}
