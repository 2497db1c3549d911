import { type SnapshotFrom, assign, emit, fromPromise, setup } from 'xstate';

export const MODAL = {
  baseZIndex: 1000,
  zIndexStep: 2,
  swipeCloseRatio: 0.1,
  swipeFlickMs: 300,
  swipeDeadZonePx: 8,
  transitionMs: 200,
} as const;

export type ModalCloseReason = 'close' | 'escape' | 'outside' | 'swipe';

/** The four visible phases; vetting a handler happens inside `closed` / `open`. */
export type ModalPhase = 'closed' | 'opening' | 'open' | 'closing';

export interface SwipeGesture {
  /** Downward travel in px; negative when the pointer moved up. */
  distance: number;
  /** Height of the dialog panel in px. */
  height: number;
  durationMs: number;
}

export function shouldCloseOnSwipe({ distance, height, durationMs }: SwipeGesture): boolean {
  // Written as a negated `>` so NaN and upward drags fall through to "keep open".
  if (!(distance > MODAL.swipeDeadZonePx)) return false;
  const farEnough = height > 0 && distance / height > MODAL.swipeCloseRatio;
  const quickEnough = durationMs >= 0 && durationMs < MODAL.swipeFlickMs;
  return farEnough || quickEnough;
}

export interface ModalMachineInput {
  closeOnEscape?: boolean;
  closeOnOutsideClick?: boolean;
  /** Return (or resolve to) `false`, or reject, to veto opening. */
  beforeOpen?: () => boolean | Promise<boolean>;
  /** Return (or resolve to) `false`, or reject, to veto closing. */
  beforeClose?: (reason: ModalCloseReason) => boolean | Promise<boolean>;
  /** Overrides MODAL.transitionMs, e.g. 0 for users who prefer reduced motion. */
  transitionMs?: number;
}

export type ModalEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'ESCAPE' }
  | { type: 'OUTSIDE_CLICK' }
  | ({ type: 'SWIPE_END' } & SwipeGesture);

export type ModalEmitted =
  | { type: 'opened' }
  | { type: 'closed'; reason: ModalCloseReason }
  /** An OPEN that never became visible (vetoed, rejected or closed while pending). */
  | { type: 'openCancelled' };

interface ModalContext {
  closeOnEscape: boolean;
  closeOnOutsideClick: boolean;
  beforeOpen: ModalMachineInput['beforeOpen'];
  beforeClose: ModalMachineInput['beforeClose'];
  transitionMs: number;
  closeReason: ModalCloseReason;
  closeQueued: boolean;
}

type Check = (() => boolean | Promise<boolean>) | undefined;

/**
 * One actor for sync and async handlers alike, so a sync handler settles one
 * microtask later instead of needing a separate code path.
 */
const confirm = fromPromise<boolean, { check: Check }>(async ({ input }) => {
  if (!input.check) return true;
  return (await input.check()) !== false;
});

/** A close asked for (`reason`): to the veto check, remembering why. */
function confirmClose(reason: ModalCloseReason) {
  return { target: 'confirming', actions: { type: 'setCloseReason', params: { reason } } } as const;
}

/*
 * Events that do not fit the current phase are dropped, with one exception:
 * a CLOSE during `opening` is remembered and runs (through beforeClose) as soon
 * as the dialog is open. Programmatic close() calls must never be lost, or a
 * caller that closes right after opening would leave a dialog on screen forever.
 * ESCAPE / OUTSIDE_CLICK / SWIPE_END during `opening` are dropped on purpose:
 * they are gestures against a dialog the user has not seen settle yet.
 * A CLOSE while beforeOpen is pending cancels the open. While beforeClose is
 * pending every close event is dropped so the handler never runs twice at once.
 */
export const modalMachine = setup({
  types: {
    context: {} as ModalContext,
    events: {} as ModalEvent,
    input: {} as ModalMachineInput,
    emitted: {} as ModalEmitted,
  },
  actors: { confirm },
  guards: {
    closeOnEscape: ({ context }) => context.closeOnEscape,
    closeOnOutsideClick: ({ context }) => context.closeOnOutsideClick,
    swipePassesThreshold: ({ event }) => event.type === 'SWIPE_END' && shouldCloseOnSwipe(event),
    closeQueued: ({ context }) => context.closeQueued,
  },
  actions: {
    setCloseReason: assign((_, params: { reason: ModalCloseReason }) => ({ closeReason: params.reason })),
    emitOpenCancelled: emit({ type: 'openCancelled' } as const),
  },
  delays: {
    transition: ({ context }) => context.transitionMs,
  },
}).createMachine({
  id: 'modal',
  context: ({ input }) => ({
    closeOnEscape: input.closeOnEscape ?? true,
    closeOnOutsideClick: input.closeOnOutsideClick ?? true,
    beforeOpen: input.beforeOpen,
    beforeClose: input.beforeClose,
    transitionMs: input.transitionMs ?? MODAL.transitionMs,
    closeReason: 'close',
    closeQueued: false,
  }),
  initial: 'closed',
  states: {
    closed: {
      initial: 'idle',
      states: {
        idle: {
          on: { OPEN: 'confirming' },
        },
        confirming: {
          invoke: {
            src: 'confirm',
            input: ({ context }) => ({ check: context.beforeOpen }),
            onDone: [
              { guard: ({ event }) => event.output, target: '#modal.opening' },
              { target: 'idle', actions: 'emitOpenCancelled' },
            ],
            onError: { target: 'idle', actions: 'emitOpenCancelled' },
          },
          on: {
            CLOSE: { target: 'idle', actions: 'emitOpenCancelled' },
          },
        },
      },
    },
    opening: {
      after: { transition: 'open' },
      on: {
        CLOSE: { actions: assign({ closeQueued: true }) },
      },
    },
    open: {
      // The veto check is a child of `open` so a vetoed close returns to
      // `open.idle` without re-entering `open` and re-emitting `opened`.
      entry: emit({ type: 'opened' } as const),
      initial: 'idle',
      states: {
        idle: {
          always: {
            guard: 'closeQueued',
            target: 'confirming',
            actions: [assign({ closeQueued: false }), { type: 'setCloseReason', params: { reason: 'close' } }],
          },
          on: {
            CLOSE: confirmClose('close'),
            ESCAPE: { guard: 'closeOnEscape', ...confirmClose('escape') },
            OUTSIDE_CLICK: { guard: 'closeOnOutsideClick', ...confirmClose('outside') },
            SWIPE_END: { guard: 'swipePassesThreshold', ...confirmClose('swipe') },
          },
        },
        confirming: {
          invoke: {
            src: 'confirm',
            input: ({ context }) => {
              const { beforeClose, closeReason } = context;
              return { check: beforeClose && (() => beforeClose(closeReason)) };
            },
            onDone: [{ guard: ({ event }) => event.output, target: '#modal.closing' }, { target: 'idle' }],
            onError: { target: 'idle' },
          },
        },
      },
    },
    closing: {
      after: {
        // Emitted on the transition rather than on `closed` entry so the
        // initial state and a vetoed open never announce a close.
        transition: {
          target: 'closed',
          actions: emit(({ context }) => ({ type: 'closed', reason: context.closeReason }) as const),
        },
      },
    },
  },
});

export type ModalSnapshot = SnapshotFrom<typeof modalMachine>;

export function modalPhase(snapshot: ModalSnapshot): ModalPhase {
  if (snapshot.matches('opening')) return 'opening';
  if (snapshot.matches('open')) return 'open';
  if (snapshot.matches('closing')) return 'closing';
  return 'closed';
}
