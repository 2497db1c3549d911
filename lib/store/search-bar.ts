import type { ProductSection } from '@/lib/content/model';

/** The search kinds that keep their own input record (SPEC section 4). */
export const searchKinds = [
  'all',
  'packages',
  'flightHotels',
  'tailorMade',
  'hotels',
  'activities',
  'transfers',
  'cruises',
] as const;
export type SearchKind = (typeof searchKinds)[number];

/** What a visitor has typed into one search form so far; the forms (a later issue) define the fields. */
export type SearchInput = Readonly<Record<string, unknown>>;

export type SearchBarState = {
  isActive: boolean;
  selectedComponent: ProductSection | null;
  activeIndex: number;
  activePaginationIndex: number;
  inputs: Record<SearchKind, SearchInput>;
};

export type SearchBarAction =
  | { type: 'TOGGLE' }
  | { type: 'CLOSE' }
  | { type: 'CHANGE_COMPONENT'; component: ProductSection }
  | { type: 'RESET' }
  | { type: 'SET_INDEXES'; activeIndex?: number; activePaginationIndex?: number }
  | { type: 'INITIALIZE'; components: readonly ProductSection[] }
  | { type: 'SET_INPUT'; kind: SearchKind; input: SearchInput };

const emptyInputs = (): Record<SearchKind, SearchInput> =>
  Object.fromEntries(searchKinds.map((kind) => [kind, {}])) as Record<SearchKind, SearchInput>;

/** What `RESET` clears: the open bar, the selected section and its indexes (the inputs stay). */
const cleared = {
  isActive: false,
  selectedComponent: null,
  activeIndex: 0,
  activePaginationIndex: 0,
} as const satisfies Partial<SearchBarState>;

export const initialSearchBar = (): SearchBarState => ({ ...cleared, inputs: emptyInputs() });

/**
 * The search bar's state (SPEC section 4): open or closed, the selected
 * section, its indexes and one input record per search kind. A store with
 * actions, not a machine (it has one state), so a plain reducer: no library
 * code in every page's first load. `RESET` clears the component and the
 * indexes; the site sends it on navigation to any screen but the results
 * (components/shell/AppState.client.tsx).
 */
export function searchBarReducer(state: SearchBarState, action: SearchBarAction): SearchBarState {
  switch (action.type) {
    case 'TOGGLE':
      return { ...state, isActive: !state.isActive };
    case 'CLOSE':
      return { ...state, isActive: false };
    case 'CHANGE_COMPONENT':
      return { ...state, selectedComponent: action.component, activeIndex: 0, activePaginationIndex: 0 };
    case 'RESET':
      // The same state when there is nothing to reset, so the store tells nobody.
      return (Object.keys(cleared) as (keyof typeof cleared)[]).every((key) => state[key] === cleared[key])
        ? state
        : { ...state, ...cleared };
    case 'SET_INDEXES':
      return {
        ...state,
        activeIndex: action.activeIndex ?? state.activeIndex,
        activePaginationIndex: action.activePaginationIndex ?? state.activePaginationIndex,
      };
    case 'INITIALIZE': {
      // The same state when a component is chosen already (or none is offered), so the store tells nobody.
      const selectedComponent = state.selectedComponent ?? action.components[0] ?? null;
      return selectedComponent === state.selectedComponent ? state : { ...state, selectedComponent };
    }
    case 'SET_INPUT':
      return { ...state, inputs: { ...state.inputs, [action.kind]: action.input } };
  }
}
