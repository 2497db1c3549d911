import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { AI_SEARCH_LENGTH } from '@/schemas/ai-search-limits';

/**
 * The AI tours flow (SPEC section 4): an intro, three steps that explain
 * what to write (each with Back and Search: Search goes straight to the
 * field), the free-text field, the search, then either the results page
 * (redirect) or the empty state ('No results found'). A search that fails or
 * takes longer than the page's deadline ends in `failed`, from which the
 * visitor retries or edits; nothing is ever lost of what they typed.
 *
 * The search and the redirect are provided by the component
 * (`aiToursMachine.provide`), so the machine is tested without a network.
 */

/** The page never waits longer than this for an answer (the API gives its provider 3 s, then answers itself). */
export const AI_TOURS_DEADLINE_MS = 4000;

/** The explanatory steps between the intro and the field. */
export const AI_TOURS_STEPS = 3;

export type AiSearchResult = { href: string; count: number };

export type AiToursEvent =
  | { type: 'START' }
  | { type: 'NEXT' }
  /** From the field, with what it holds: going back to the tips loses nothing typed. */
  | { type: 'BACK'; text?: string }
  /** "Search" on the intro and the steps: straight to the field. */
  | { type: 'SEARCH' }
  | { type: 'SUBMIT'; text: string }
  /** Back from the results' "Edit": the field with the text searched before. */
  | { type: 'RESUME'; text: string }
  | { type: 'EDIT' }
  | { type: 'RETRY' };

type AiToursContext = { text: string; result: AiSearchResult | null };

const validLength = (text: string) => {
  const length = text.trim().length;
  return length >= AI_SEARCH_LENGTH.min && length <= AI_SEARCH_LENGTH.max;
};

export const aiToursMachine = setup({
  types: {
    context: {} as AiToursContext,
    events: {} as AiToursEvent,
  },
  actors: {
    search: fromPromise<AiSearchResult, { text: string }>(async () => {
      throw new Error('aiToursMachine needs a `search` actor (aiToursMachine.provide)');
    }),
  },
  actions: {
    redirect: (_, _params: { href: string }) => undefined,
  },
  guards: {
    validText: ({ event }) => (event.type === 'SUBMIT' || event.type === 'RESUME') && validLength(event.text),
  },
  delays: { deadline: AI_TOURS_DEADLINE_MS },
}).createMachine({
  id: 'aiTours',
  context: { text: '', result: null },
  initial: 'intro',
  on: {
    RESUME: {
      guard: 'validText',
      target: '.compose',
      actions: assign({ text: ({ event }) => event.text, result: null }),
    },
  },
  states: {
    intro: {
      on: { START: 'step1', SEARCH: 'compose' },
    },
    step1: {
      on: { NEXT: 'step2', BACK: 'intro', SEARCH: 'compose' },
    },
    step2: {
      on: { NEXT: 'step3', BACK: 'step1', SEARCH: 'compose' },
    },
    step3: {
      on: { NEXT: 'compose', BACK: 'step2', SEARCH: 'compose' },
    },
    compose: {
      on: {
        BACK: { target: 'step3', actions: assign({ text: ({ context, event }) => event.text ?? context.text }) },
        // The form refuses a text of the wrong length with the spec's message; the guard keeps the machine honest too.
        SUBMIT: {
          guard: 'validText',
          target: 'searching',
          actions: assign({ text: ({ event }) => event.text.trim() }),
        },
      },
    },
    searching: {
      invoke: {
        src: 'search',
        input: ({ context }) => ({ text: context.text }),
        onDone: [
          {
            guard: ({ event }) => event.output.count > 0,
            target: 'found',
            actions: assign({ result: ({ event }) => event.output }),
          },
          { target: 'empty', actions: assign({ result: ({ event }) => event.output }) },
        ],
        onError: 'failed',
      },
      after: { deadline: 'failed' },
    },
    found: {
      type: 'final',
      entry: { type: 'redirect', params: ({ context }) => ({ href: context.result?.href ?? '' }) },
    },
    empty: {
      on: { EDIT: 'compose', BACK: 'compose' },
    },
    failed: {
      on: { RETRY: 'searching', EDIT: 'compose', BACK: 'compose' },
    },
  },
});

export type AiToursState = SnapshotFrom<typeof aiToursMachine>['value'];
