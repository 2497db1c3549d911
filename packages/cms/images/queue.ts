/**
 * Bounds the CPU work of image transforms: at most `concurrency` run at once
 * (one per core), at most `maxQueue` wait for a turn, and none waits longer
 * than `maxWaitMs`. Work that cannot get a turn is refused at once with
 * `WorkRefused`, so the server answers 503 + Retry-After instead of piling
 * up requests it would answer seconds later (or never).
 */

export class WorkRefused extends Error {
  constructor(
    readonly reason: 'queue-full' | 'waited-too-long',
    /** When trying again has a fair chance: the longest wait in seconds, at least 1. */
    readonly retryAfterSeconds: number,
  ) {
    super(
      reason === 'queue-full'
        ? 'Too many image transforms are waiting'
        : 'An image transform waited too long for its turn',
    );
    this.name = 'WorkRefused';
  }
}

export interface WorkQueueOptions {
  /** Tasks running at once (one per core). */
  concurrency: number;
  /** Tasks waiting for a turn, beyond which new ones are refused. */
  maxQueue: number;
  /** How long a task may wait for a turn before it is refused. */
  maxWaitMs: number;
}

export interface WorkQueue {
  /** Runs `task` when a turn is free; rejects with WorkRefused when the queue is full or the wait too long. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly running: number;
  /** Tasks waiting for a turn. */
  readonly waiting: number;
}

interface Waiter {
  start: () => void;
  timer: ReturnType<typeof setTimeout>;
}

export function createWorkQueue({ concurrency, maxQueue, maxWaitMs }: WorkQueueOptions): WorkQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new RangeError(`concurrency must be a whole number >= 1, got ${concurrency}`);
  if (!Number.isInteger(maxQueue) || maxQueue < 0)
    throw new RangeError(`maxQueue must be a whole number >= 0, got ${maxQueue}`);
  let running = 0;
  const waiting: Waiter[] = [];
  const retryAfter = Math.max(1, Math.ceil(maxWaitMs / 1000));

  function next(): void {
    running -= 1;
    const waiter = waiting.shift();
    if (waiter) {
      clearTimeout(waiter.timer);
      waiter.start();
    }
  }

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    run<T>(task: () => Promise<T>): Promise<T> {
      const start = (): Promise<T> => {
        running += 1;
        let result: Promise<T>;
        try {
          result = task();
        } catch (error) {
          result = Promise.reject(error);
        }
        return result.finally(next);
      };
      if (running < concurrency) return start();
      if (waiting.length >= maxQueue) return Promise.reject(new WorkRefused('queue-full', retryAfter));
      return new Promise<T>((resolve, reject) => {
        const waiter: Waiter = {
          start: () => start().then(resolve, reject),
          timer: setTimeout(() => {
            const index = waiting.indexOf(waiter);
            if (index >= 0) waiting.splice(index, 1);
            reject(new WorkRefused('waited-too-long', retryAfter));
          }, maxWaitMs),
        };
        waiting.push(waiter);
      });
    },
  };
}
