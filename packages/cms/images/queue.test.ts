import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultImageQueue } from './handler';
import { createWorkQueue, WorkRefused } from './queue';

/** A task the test finishes by hand, recording when it started. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { task: vi.fn(() => done), open };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the work queue', () => {
  afterEach(() => vi.useRealTimers());

  it('runs one task per core at a time; the rest wait their turn, in order', async () => {
    const queue = defaultImageQueue(2);
    const gates = [gate(), gate(), gate(), gate()];
    const runs = gates.map(({ task }) => queue.run(task));
    await settle();
    expect(gates.map(({ task }) => task.mock.calls.length)).toEqual([1, 1, 0, 0]);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 2, waiting: 2 });
    gates[1]!.open();
    await settle();
    expect(gates.map(({ task }) => task.mock.calls.length)).toEqual([1, 1, 1, 0]);
    expect(queue.running).toBe(2);
    for (const { open } of gates) open();
    await Promise.all(runs);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses new work at once when the queue is full, with a Retry-After', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxQueue: 1, maxWaitMs: 2500 });
    const running = gate();
    const waiting = gate();
    const first = queue.run(running.task);
    const second = queue.run(waiting.task);
    const refused = queue.run(vi.fn(async () => 'never'));
    await expect(refused).rejects.toEqual(new WorkRefused('queue-full', 3));
    running.open();
    waiting.open();
    await Promise.all([first, second]);
    expect(waiting.task).toHaveBeenCalledTimes(1);
  });

  it("by default lets a page's worth of pictures wait (64 per running transform), and refuses the next", async () => {
    const queue = defaultImageQueue(1);
    const running = gate();
    const first = queue.run(running.task);
    const waiting = Array.from({ length: 64 }, () => queue.run(async () => 'done'));
    expect(queue.waiting).toBe(64);
    await expect(queue.run(async () => 'one too many')).rejects.toEqual(new WorkRefused('queue-full', 3));
    running.open();
    await first;
    expect(await Promise.all(waiting)).toHaveLength(64);
  });

  it('refuses a task that waited longer than the limit, and never runs it', async () => {
    vi.useFakeTimers();
    const queue = createWorkQueue({ concurrency: 1, maxQueue: 5, maxWaitMs: 1000 });
    const running = gate();
    void queue.run(running.task);
    const late = vi.fn(async () => 'late');
    const outcome = queue.run(late).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1001);
    expect(await outcome).toEqual(new WorkRefused('waited-too-long', 1));
    expect(queue.waiting).toBe(0);
    running.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(late).not.toHaveBeenCalled();
  });

  it('frees the turn of a task that fails or throws', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxQueue: 0, maxWaitMs: 100 });
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(
      queue.run(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    await expect(queue.run(async () => 'ok')).resolves.toBe('ok');
  });

  it('refuses a bad configuration', () => {
    expect(() => createWorkQueue({ concurrency: 0, maxQueue: 1, maxWaitMs: 1 })).toThrow(RangeError);
    expect(() => createWorkQueue({ concurrency: 1, maxQueue: -1, maxWaitMs: 1 })).toThrow(RangeError);
  });
});
