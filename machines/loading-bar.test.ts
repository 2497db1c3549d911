import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { LOADING_BAR, LOADING_BAR_PROGRESS, loadingBarMachine, nextProgress } from './loading-bar';

function startActor() {
  const actor = createActor(loadingBarMachine);
  actor.start();
  return actor;
}

/** Starts a navigation and lets the throttle expire, so the bar is visible and running. */
function runningActor() {
  const actor = startActor();
  actor.send({ type: 'START' });
  vi.advanceTimersByTime(LOADING_BAR.throttleMs);
  return actor;
}

describe('loadingBarMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts idle, hidden, at 0', () => {
    const snapshot = startActor().getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context).toEqual({ progress: 0, visible: false, error: false });
  });

  it('throttles: a navigation finished within 200 ms never shows the bar', () => {
    const actor = startActor();
    const seen: boolean[] = [];
    actor.subscribe((snapshot) => seen.push(snapshot.context.visible));

    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('pending');
    vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
    expect(actor.getSnapshot().value).toBe('pending');
    actor.send({ type: 'FINISH' });

    expect(actor.getSnapshot().value).toBe('idle');
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ progress: 0, visible: false, error: false });
    expect(seen).not.toContain(true);
  });

  it('shows the bar once the navigation has run for 200 ms', () => {
    const actor = startActor();
    actor.send({ type: 'START' });
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context).toEqual({
      progress: LOADING_BAR_PROGRESS.start,
      visible: true,
      error: false,
    });
  });

  it('grows the progress on every tick and stays below 100 while running', () => {
    const actor = runningActor();

    vi.advanceTimersByTime(LOADING_BAR_PROGRESS.tickMs);
    expect(actor.getSnapshot().context.progress).toBeCloseTo(nextProgress(LOADING_BAR_PROGRESS.start), 10);

    let previous = actor.getSnapshot().context.progress;
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(LOADING_BAR_PROGRESS.tickMs);
      const progress = actor.getSnapshot().context.progress;
      expect(progress).toBeGreaterThan(previous);
      previous = progress;
    }

    // After the whole duration (20 ticks) the bar is at 90 - 80 * 0.05 = 86.
    vi.advanceTimersByTime(LOADING_BAR.durationMs - 11 * LOADING_BAR_PROGRESS.tickMs);
    expect(actor.getSnapshot().context.progress).toBeCloseTo(86, 6);

    // A very slow navigation keeps trickling but never completes on its own.
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context.progress).toBeGreaterThan(86);
    expect(actor.getSnapshot().context.progress).toBeLessThanOrEqual(LOADING_BAR_PROGRESS.ceiling);
    expect(actor.getSnapshot().context.visible).toBe(true);
  });

  it('ignores START while pending or running', () => {
    const actor = startActor();
    actor.send({ type: 'START' });
    vi.advanceTimersByTime(150);
    actor.send({ type: 'START' }); // must not restart the throttle
    vi.advanceTimersByTime(50);
    expect(actor.getSnapshot().value).toBe('running');

    vi.advanceTimersByTime(500);
    const progress = actor.getSnapshot().context.progress;
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context.progress).toBe(progress);
  });

  it('completes to 100 on FINISH, hides after 500 ms and resets after another 400 ms', () => {
    const actor = runningActor();
    vi.advanceTimersByTime(700);

    actor.send({ type: 'FINISH' });
    expect(actor.getSnapshot().value).toBe('finishing');
    expect(actor.getSnapshot().context).toEqual({ progress: 100, visible: true, error: false });

    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs - 1);
    expect(actor.getSnapshot().value).toBe('finishing');
    expect(actor.getSnapshot().context.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hiding');
    expect(actor.getSnapshot().context).toEqual({ progress: 100, visible: false, error: false });

    vi.advanceTimersByTime(LOADING_BAR.resetDelayMs - 1);
    expect(actor.getSnapshot().value).toBe('hiding');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ progress: 0, visible: false, error: false });
  });

  it('marks an error finish and clears the flag on reset', () => {
    const actor = runningActor();
    actor.send({ type: 'FINISH', error: true });
    expect(actor.getSnapshot().value).toBe('finishing');
    expect(actor.getSnapshot().context).toEqual({ progress: 100, visible: true, error: true });

    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs);
    expect(actor.getSnapshot().context.error).toBe(true); // keeps its colour while fading out
    vi.advanceTimersByTime(LOADING_BAR.resetDelayMs);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe(false);
  });

  it('restarts immediately on START while hiding, clearing a previous error', () => {
    const actor = runningActor();
    actor.send({ type: 'FINISH', error: true });
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs);
    expect(actor.getSnapshot().value).toBe('hiding');

    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context).toEqual({
      progress: LOADING_BAR_PROGRESS.start,
      visible: true,
      error: false,
    });

    // The pending reset of the interrupted run must not fire: the bar keeps trickling.
    vi.advanceTimersByTime(LOADING_BAR.resetDelayMs + LOADING_BAR_PROGRESS.tickMs);
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context.visible).toBe(true);
    expect(actor.getSnapshot().context.progress).toBeGreaterThan(LOADING_BAR_PROGRESS.start);
  });

  it('restarts immediately on START while finishing', () => {
    const actor = runningActor();
    actor.send({ type: 'FINISH' });
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context.progress).toBe(LOADING_BAR_PROGRESS.start);
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs);
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context.visible).toBe(true);
  });
});
