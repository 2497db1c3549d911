import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  MODAL,
  type ModalCloseReason,
  type ModalEmitted,
  type ModalMachineInput,
  modalMachine,
  modalPhase,
  shouldCloseOnSwipe,
} from './modal';

type Actor = ReturnType<typeof startModal>['actor'];

function startModal(input: ModalMachineInput = {}) {
  const actor = createActor(modalMachine, { input });
  const emitted: ModalEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, types: () => emitted.map((event) => event.type) };
}

const phase = (actor: Actor) => modalPhase(actor.getSnapshot());

/** Lets a resolved before-handler promise settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);
const finishTransition = () => vi.advanceTimersByTimeAsync(MODAL.transitionMs);

async function openFully(actor: Actor) {
  actor.send({ type: 'OPEN' });
  await settle();
  await finishTransition();
  expect(phase(actor)).toBe('open');
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('shouldCloseOnSwipe', () => {
  const slow = MODAL.swipeFlickMs;

  it('closes only beyond 10 % of the height for a slow drag', () => {
    expect(shouldCloseOnSwipe({ distance: 40, height: 400, durationMs: slow })).toBe(false);
    expect(shouldCloseOnSwipe({ distance: 39, height: 400, durationMs: slow })).toBe(false);
    expect(shouldCloseOnSwipe({ distance: 41, height: 400, durationMs: slow })).toBe(true);
  });

  it('closes a short drag only when quicker than 300 ms', () => {
    expect(shouldCloseOnSwipe({ distance: 20, height: 400, durationMs: 299 })).toBe(true);
    expect(shouldCloseOnSwipe({ distance: 20, height: 400, durationMs: 300 })).toBe(false);
  });

  it('never closes inside the dead zone, even for a flick or a tiny panel', () => {
    expect(shouldCloseOnSwipe({ distance: MODAL.swipeDeadZonePx, height: 40, durationMs: 10 })).toBe(false);
    expect(shouldCloseOnSwipe({ distance: MODAL.swipeDeadZonePx + 1, height: 400, durationMs: 10 })).toBe(true);
  });

  it('never closes on an upward drag or nonsense input', () => {
    expect(shouldCloseOnSwipe({ distance: -200, height: 400, durationMs: 10 })).toBe(false);
    expect(shouldCloseOnSwipe({ distance: Number.NaN, height: 400, durationMs: 10 })).toBe(false);
    expect(shouldCloseOnSwipe({ distance: 50, height: 0, durationMs: slow })).toBe(false);
  });
});

describe('modalMachine transitions', () => {
  it('runs closed -> opening -> open -> closing -> closed and can reopen', async () => {
    const { actor } = startModal();
    expect(phase(actor)).toBe('closed');

    actor.send({ type: 'OPEN' });
    await settle();
    expect(phase(actor)).toBe('opening');
    await vi.advanceTimersByTimeAsync(MODAL.transitionMs - 1);
    expect(phase(actor)).toBe('opening');
    await vi.advanceTimersByTimeAsync(1);
    expect(phase(actor)).toBe('open');

    actor.send({ type: 'CLOSE' });
    await settle();
    expect(phase(actor)).toBe('closing');
    await vi.advanceTimersByTimeAsync(MODAL.transitionMs - 1);
    expect(phase(actor)).toBe('closing');
    await vi.advanceTimersByTimeAsync(1);
    expect(phase(actor)).toBe('closed');

    await openFully(actor);
  });

  it('honours a transitionMs override', async () => {
    const { actor } = startModal({ transitionMs: 0 });
    actor.send({ type: 'OPEN' });
    await settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(phase(actor)).toBe('open');
  });

  it('emits opened and closed after the transitions, never before', async () => {
    const { actor, types } = startModal();
    const phaseAtEmit: string[] = [];
    actor.on('opened', () => phaseAtEmit.push(`opened@${phase(actor)}`));
    actor.on('closed', () => phaseAtEmit.push(`closed@${phase(actor)}`));
    expect(types()).toEqual([]);

    actor.send({ type: 'OPEN' });
    await settle();
    await vi.advanceTimersByTimeAsync(MODAL.transitionMs - 1);
    expect(types()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(types()).toEqual(['opened']);

    actor.send({ type: 'CLOSE' });
    await settle();
    await vi.advanceTimersByTimeAsync(MODAL.transitionMs - 1);
    expect(types()).toEqual(['opened']);
    await vi.advanceTimersByTimeAsync(1);
    expect(types()).toEqual(['opened', 'closed']);
    expect(phaseAtEmit).toEqual(['opened@open', 'closed@closed']);
  });

  it.each<[ModalCloseReason, () => Parameters<Actor['send']>[0]]>([
    ['close', () => ({ type: 'CLOSE' })],
    ['escape', () => ({ type: 'ESCAPE' })],
    ['outside', () => ({ type: 'OUTSIDE_CLICK' })],
    ['swipe', () => ({ type: 'SWIPE_END', distance: 100, height: 400, durationMs: 1000 })],
  ])('closes with reason %s', async (reason, event) => {
    const beforeClose = vi.fn(() => true);
    const { actor, emitted } = startModal({ beforeClose });
    await openFully(actor);

    actor.send(event());
    await settle();
    expect(phase(actor)).toBe('closing');
    await finishTransition();

    expect(beforeClose).toHaveBeenCalledWith(reason);
    expect(emitted.at(-1)).toEqual({ type: 'closed', reason });
  });
});

describe('modalMachine vetoes', () => {
  it.each([
    ['sync false', () => false],
    ['async false', () => Promise.resolve(false)],
    ['rejected promise', () => Promise.reject(new Error('nope'))],
    [
      'throwing handler',
      () => {
        throw new Error('nope');
      },
    ],
  ])('a beforeOpen veto (%s) keeps it closed', async (_label, beforeOpen) => {
    const { actor, types } = startModal({ beforeOpen });
    actor.send({ type: 'OPEN' });
    await settle();
    await finishTransition();

    expect(phase(actor)).toBe('closed');
    expect(types()).toEqual(['openCancelled']);
  });

  it('waits for an async beforeOpen before opening', async () => {
    const gate = deferred<boolean>();
    const beforeOpen = vi.fn(() => gate.promise);
    const { actor } = startModal({ beforeOpen });

    actor.send({ type: 'OPEN' });
    await settle();
    expect(phase(actor)).toBe('closed');
    actor.send({ type: 'OPEN' });
    expect(beforeOpen).toHaveBeenCalledTimes(1);

    gate.resolve(true);
    await settle();
    expect(phase(actor)).toBe('opening');
  });

  it('opens when a sync beforeOpen allows it', async () => {
    const { actor } = startModal({ beforeOpen: () => true });
    await openFully(actor);
  });

  it.each([
    ['sync false', () => false],
    ['async false', () => Promise.resolve(false)],
    ['rejected promise', () => Promise.reject(new Error('nope'))],
  ])('a beforeClose veto (%s) keeps it open without re-announcing it', async (_label, beforeClose) => {
    const { actor, types } = startModal({ beforeClose });
    await openFully(actor);

    actor.send({ type: 'CLOSE' });
    await settle();
    await finishTransition();

    expect(phase(actor)).toBe('open');
    expect(types()).toEqual(['opened']);
  });

  it('lets a later close through once beforeClose allows it', async () => {
    let allow = false;
    const { actor, types } = startModal({ beforeClose: () => allow });
    await openFully(actor);

    actor.send({ type: 'ESCAPE' });
    await settle();
    expect(phase(actor)).toBe('open');

    allow = true;
    actor.send({ type: 'ESCAPE' });
    await settle();
    await finishTransition();
    expect(types()).toEqual(['opened', 'closed']);
  });
});

describe('modalMachine close triggers', () => {
  it('closes on Escape and outside click by default', async () => {
    for (const type of ['ESCAPE', 'OUTSIDE_CLICK'] as const) {
      const { actor } = startModal();
      await openFully(actor);
      actor.send({ type });
      await settle();
      expect(phase(actor)).toBe('closing');
    }
  });

  it('ignores Escape when closeOnEscape is off, without consulting beforeClose', async () => {
    const beforeClose = vi.fn(() => true);
    const { actor } = startModal({ closeOnEscape: false, beforeClose });
    await openFully(actor);

    actor.send({ type: 'ESCAPE' });
    await settle();
    expect(phase(actor)).toBe('open');
    expect(beforeClose).not.toHaveBeenCalled();

    actor.send({ type: 'OUTSIDE_CLICK' });
    await settle();
    expect(phase(actor)).toBe('closing');
  });

  it('ignores outside clicks when closeOnOutsideClick is off', async () => {
    const { actor } = startModal({ closeOnOutsideClick: false });
    await openFully(actor);

    actor.send({ type: 'OUTSIDE_CLICK' });
    await settle();
    expect(phase(actor)).toBe('open');

    actor.send({ type: 'ESCAPE' });
    await settle();
    expect(phase(actor)).toBe('closing');
  });

  it.each([
    [{ distance: 40, height: 400, durationMs: 300 }, 'open'],
    [{ distance: 41, height: 400, durationMs: 300 }, 'closing'],
    [{ distance: 20, height: 400, durationMs: 300 }, 'open'],
    [{ distance: 20, height: 400, durationMs: 299 }, 'closing'],
    [{ distance: 8, height: 400, durationMs: 10 }, 'open'],
    [{ distance: -100, height: 400, durationMs: 10 }, 'open'],
  ])('SWIPE_END %o leaves the dialog %s', async (gesture, expected) => {
    const { actor } = startModal();
    await openFully(actor);
    actor.send({ type: 'SWIPE_END', ...gesture });
    await settle();
    expect(phase(actor)).toBe(expected);
  });
});

describe('modalMachine events in the wrong state', () => {
  it('ignores close events while closed', async () => {
    const beforeClose = vi.fn(() => true);
    const { actor, types } = startModal({ beforeClose });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'ESCAPE' });
    actor.send({ type: 'OUTSIDE_CLICK' });
    actor.send({ type: 'SWIPE_END', distance: 300, height: 400, durationMs: 10 });
    await settle();
    await finishTransition();
    expect(phase(actor)).toBe('closed');
    expect(types()).toEqual([]);
    expect(beforeClose).not.toHaveBeenCalled();
  });

  it('ignores OPEN unless closed', async () => {
    const beforeOpen = vi.fn(() => true);
    const { actor } = startModal({ beforeOpen });
    actor.send({ type: 'OPEN' });
    await settle();
    actor.send({ type: 'OPEN' });
    await finishTransition();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLOSE' });
    await settle();
    actor.send({ type: 'OPEN' });
    await settle();
    expect(phase(actor)).toBe('closing');
    expect(beforeOpen).toHaveBeenCalledTimes(1);
  });

  it('ignores gestures while opening', async () => {
    const { actor } = startModal();
    actor.send({ type: 'OPEN' });
    await settle();
    actor.send({ type: 'ESCAPE' });
    actor.send({ type: 'OUTSIDE_CLICK' });
    actor.send({ type: 'SWIPE_END', distance: 300, height: 400, durationMs: 10 });
    await finishTransition();
    expect(phase(actor)).toBe('open');
  });

  it('queues a CLOSE sent while opening and runs it, via beforeClose, once open', async () => {
    const beforeClose = vi.fn(() => true);
    const { actor, types } = startModal({ beforeClose });
    actor.send({ type: 'OPEN' });
    await settle();
    actor.send({ type: 'CLOSE' });
    expect(phase(actor)).toBe('opening');
    expect(beforeClose).not.toHaveBeenCalled();

    await finishTransition();
    expect(beforeClose).toHaveBeenCalledWith('close');
    await settle();
    expect(phase(actor)).toBe('closing');
    await finishTransition();
    expect(types()).toEqual(['opened', 'closed']);
  });

  it('cancels a pending open when CLOSE arrives before beforeOpen settles', async () => {
    const gate = deferred<boolean>();
    const { actor, types } = startModal({ beforeOpen: () => gate.promise });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLOSE' });
    gate.resolve(true);
    await settle();
    await finishTransition();
    expect(phase(actor)).toBe('closed');
    expect(types()).toEqual(['openCancelled']);
  });

  it('ignores close events while beforeClose is pending and while closing', async () => {
    const gate = deferred<boolean>();
    const beforeClose = vi.fn(() => gate.promise);
    const { actor, types } = startModal({ beforeClose });
    await openFully(actor);

    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'ESCAPE' });
    actor.send({ type: 'CLOSE' });
    expect(beforeClose).toHaveBeenCalledTimes(1);

    gate.resolve(true);
    await settle();
    expect(phase(actor)).toBe('closing');
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OUTSIDE_CLICK' });
    await finishTransition();
    await finishTransition();
    expect(beforeClose).toHaveBeenCalledTimes(1);
    expect(types()).toEqual(['opened', 'closed']);
  });
});
