import { assign, setup } from 'xstate';

/** Visual and timing constants of the top loading bar (from the product specification). */
export const LOADING_BAR = {
  /** Brand red. */
  color: '#d40e14',
  /** Amber: clearly distinct from the brand red, used when a navigation fails. */
  errorColor: '#f59e0b',
  /** Bar height in CSS pixels. */
  height: 5,
  /** A navigation must still be running after this long before the bar appears. */
  throttleMs: 200,
  /** Time over which the trickle approaches its ceiling. */
  durationMs: 2000,
  /** How long the completed (100 %) bar stays visible before fading out. */
  hideDelayMs: 500,
  /** How long after fading out the bar is reset to 0 (lets the fade finish first). */
  resetDelayMs: 400,
} as const;

/** How the progress trickles while a navigation runs. */
export const LOADING_BAR_PROGRESS = {
  /** Progress shown as soon as the bar appears (or restarts). */
  start: 10,
  /** The trickle approaches this value and never passes it; only FINISH sets 100. */
  ceiling: 90,
  /** Interval between two trickle steps. */
  tickMs: 100,
  /**
   * Share of the remaining gap to the ceiling left after `durationMs`: with 0.05 the bar is at
   * 90 - 80 * 0.05 = 86 after 2000 ms.
   */
  gapAfterDuration: 0.05,
} as const;

/**
 * Fraction of the remaining gap closed by each tick, derived so that after `durationMs` only
 * `gapAfterDuration` of the initial gap remains: (1 - k)^(durationMs / tickMs) = gapAfterDuration.
 */
const TICK_FACTOR = 1 - LOADING_BAR_PROGRESS.gapAfterDuration ** (LOADING_BAR_PROGRESS.tickMs / LOADING_BAR.durationMs);

/** Progress after one more tick: eases towards the ceiling, so it never reaches 100 on its own. */
export function nextProgress(progress: number): number {
  return progress + (LOADING_BAR_PROGRESS.ceiling - progress) * TICK_FACTOR;
}

export interface LoadingBarContext {
  /** 0..100 */
  progress: number;
  visible: boolean;
  /** The last run finished with an error: render the bar in the error colour. */
  error: boolean;
}

/**
 * START  – a client-side navigation began.
 * FINISH – the route changed (navigation done). `error: true` marks a failed navigation
 *          (e.g. a chunk that failed to load) so the bar completes in the error colour.
 */
export type LoadingBarEvent = { type: 'START' } | { type: 'FINISH'; error?: boolean };

const initialContext: LoadingBarContext = { progress: 0, visible: false, error: false };

/**
 * States: idle → pending (throttle) → running (trickle) → finishing (100 %) → hiding (fade out) → idle.
 *
 * - START in idle waits `throttleMs` in `pending`; a FINISH meanwhile returns to idle and the bar
 *   never shows (fast navigations do not flash it).
 * - START in pending/running is ignored (already running); START in finishing/hiding restarts.
 * - FINISH in idle/finishing/hiding is ignored (e.g. the route "changes" on first render).
 */
export const loadingBarMachine = setup({
  types: {
    context: {} as LoadingBarContext,
    events: {} as LoadingBarEvent,
  },
  actions: {
    /** Show the bar from the start value (also used when a new run interrupts the fade-out). */
    begin: assign({ progress: LOADING_BAR_PROGRESS.start, visible: true, error: false }),
    advance: assign({ progress: ({ context }) => nextProgress(context.progress) }),
    complete: assign({
      progress: 100,
      error: ({ event }) => event.type === 'FINISH' && event.error === true,
    }),
    hide: assign({ visible: false }),
    reset: assign({ ...initialContext }),
  },
  delays: {
    throttle: LOADING_BAR.throttleMs,
    tick: LOADING_BAR_PROGRESS.tickMs,
    hide: LOADING_BAR.hideDelayMs,
    reset: LOADING_BAR.resetDelayMs,
  },
}).createMachine({
  id: 'loadingBar',
  context: { ...initialContext },
  initial: 'idle',
  states: {
    idle: {
      on: { START: 'pending' },
    },
    pending: {
      after: { throttle: { target: 'running', actions: 'begin' } },
      on: { FINISH: 'idle' },
    },
    running: {
      // Re-entering the state restarts its delayed transition, which makes the tick periodic
      // while keeping the state value a plain 'running'. `begin` therefore lives on the
      // transitions into `running`, not in its entry.
      after: { tick: { target: 'running', reenter: true, actions: 'advance' } },
      on: { FINISH: { target: 'finishing', actions: 'complete' } },
    },
    finishing: {
      after: { hide: { target: 'hiding', actions: 'hide' } },
      on: { START: { target: 'running', actions: 'begin' } },
    },
    hiding: {
      after: { reset: { target: 'idle', actions: 'reset' } },
      on: { START: { target: 'running', actions: 'begin' } },
    },
  },
});
