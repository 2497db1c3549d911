import { assign, setup } from 'xstate';
import type { ProductSection } from '@/cms/model/values';

/** The search kinds that keep their own input record (SPEC section 4). */
export const searchKinds = ['all', 'packages', 'flightHotels', 'tailorMade', 'hotels', 'activities', 'transfers', 'cruises'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** What a visitor has typed into one search form so far; the forms (a later issue) define the fields. */
export type SearchInput = Record<string, string | number | boolean | readonly string[] | null>;

export type SearchBarContext = {
  isActive: boolean;
  selectedComponent: ProductSection | null;
  activeIndex: number;
  activePaginationIndex: number;
  inputs: Record<SearchKind, SearchInput>;
};

export type SearchBarEvent =
  | { type: 'TOGGLE' }
  | { type: 'CLOSE' }
  | { type: 'CHANGE_COMPONENT'; component: ProductSection }
  | { type: 'RESET' }
  | { type: 'SET_INDEXES'; activeIndex?: number; activePaginationIndex?: number }
  | { type: 'INITIALIZE'; components: readonly ProductSection[] }
  | { type: 'SET_INPUT'; kind: SearchKind; input: SearchInput };

const emptyInputs = (): Record<SearchKind, SearchInput> => Object.fromEntries(searchKinds.map((kind) => [kind, {}])) as Record<SearchKind, SearchInput>;

export const initialSearchBar = (): SearchBarContext => ({
  isActive: false,
  selectedComponent: null,
  activeIndex: 0,
  activePaginationIndex: 0,
  inputs: emptyInputs(),
});

/**
 * The search bar's state (SPEC section 4): open or closed, the selected
 * section, its indexes and one input record per search kind. `RESET` clears
 * the component and the indexes (the site sends it on navigation to any
 * screen but the results; see components/shell/AppState.client.tsx).
 */
export const searchBarMachine = setup({
  types: { context: {} as SearchBarContext, events: {} as SearchBarEvent },
}).createMachine({
  id: 'searchBar',
  context: initialSearchBar,
  on: {
    TOGGLE: { actions: assign({ isActive: ({ context }) => !context.isActive }) },
    CLOSE: { actions: assign({ isActive: false }) },
    CHANGE_COMPONENT: { actions: assign({ selectedComponent: ({ event }) => event.component, activeIndex: 0, activePaginationIndex: 0 }) },
    RESET: { actions: assign({ selectedComponent: null, activeIndex: 0, activePaginationIndex: 0, isActive: false }) },
    SET_INDEXES: {
      actions: assign({
        activeIndex: ({ context, event }) => event.activeIndex ?? context.activeIndex,
        activePaginationIndex: ({ context, event }) => event.activePaginationIndex ?? context.activePaginationIndex,
      }),
    },
    INITIALIZE: {
      actions: assign({ selectedComponent: ({ context, event }) => context.selectedComponent ?? event.components[0] ?? null }),
    },
    SET_INPUT: { actions: assign({ inputs: ({ context, event }) => ({ ...context.inputs, [event.kind]: event.input }) }) },
  },
});
