import { assign, fromPromise, setup } from 'xstate';
import type { BookingView } from '@/lib/db/bookings';

/** What the form holds (the schema's input): kept across every state, so going back to the form loses nothing. */
export type LookupValues = { reference: string; email: string; consent: boolean };

/** What a lookup can come back with (the API route's answers, as the machine needs them). */
export type LookupOutcome =
  | { kind: 'found'; booking: BookingView }
  | { kind: 'notFound' }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  | { kind: 'failed' };

export type LookupEvent = { type: 'SUBMIT'; values: LookupValues } | { type: 'EDIT' };

type Context = {
  values: LookupValues;
  booking: BookingView | null;
  /** When a rate-limited visitor may try again (ms since the epoch), and how long that was when the answer came. */
  retryAt: number | null;
  retryAfterSeconds: number | null;
};

/**
 * The booking lookup (SPEC sections 3, 4 and 8): editing, submitting, then
 * found, not found, rate limited or failed. After any outcome EDIT goes back
 * to editing with the values kept, and where the form is still on screen (not
 * found, limited, failed) sending it again asks again, with the values as they
 * are then: that is also how a failed lookup (the network, the server) is
 * retried. The lookup itself is the `lookup` actor
 * (a POST to /api/booking-lookup/ in the site, anything in tests).
 */
export const bookingLookupMachine = setup({
  types: {
    context: {} as Context,
    events: {} as LookupEvent,
  },
  actors: {
    lookup: fromPromise<LookupOutcome, LookupValues>(async () => ({ kind: 'failed' })),
  },
  guards: {
    found: (_, outcome: LookupOutcome) => outcome.kind === 'found',
    notFound: (_, outcome: LookupOutcome) => outcome.kind === 'notFound',
    rateLimited: (_, outcome: LookupOutcome) => outcome.kind === 'rateLimited',
  },
}).createMachine({
  id: 'bookingLookup',
  context: {
    values: { reference: '', email: '', consent: false },
    booking: null,
    retryAt: null,
    retryAfterSeconds: null,
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: { target: 'submitting', actions: assign({ values: ({ event }) => event.values, booking: null }) },
      },
    },
    submitting: {
      invoke: {
        src: 'lookup',
        input: ({ context }) => context.values,
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'found',
            actions: assign({ booking: ({ event }) => (event.output.kind === 'found' ? event.output.booking : null) }),
          },
          { guard: { type: 'notFound', params: ({ event }) => event.output }, target: 'notFound' },
          {
            guard: { type: 'rateLimited', params: ({ event }) => event.output },
            target: 'rateLimited',
            actions: assign(({ event }) => {
              const seconds = event.output.kind === 'rateLimited' ? event.output.retryAfterSeconds : 0;
              return { retryAt: Date.now() + seconds * 1000, retryAfterSeconds: seconds };
            }),
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    found: { on: { EDIT: 'editing' } },
    // The form stays on screen after these outcomes: sending it again (corrected or not) asks again.
    notFound: {
      on: {
        EDIT: 'editing',
        SUBMIT: { target: 'submitting', actions: assign({ values: ({ event }) => event.values }) },
      },
    },
    rateLimited: {
      on: {
        EDIT: 'editing',
        SUBMIT: { target: 'submitting', actions: assign({ values: ({ event }) => event.values }) },
      },
    },
    failed: {
      on: {
        EDIT: 'editing',
        SUBMIT: { target: 'submitting', actions: assign({ values: ({ event }) => event.values }) },
      },
    },
  },
});

export type BookingLookupState = 'editing' | 'submitting' | 'found' | 'notFound' | 'rateLimited' | 'failed';
