'use client';

import { usePathname } from 'next/navigation';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type Dispatch,
  type ReactNode,
} from 'react';
import { onSessionChange } from '@/lib/accounts/session-events';
import { isResultsPath } from '@/lib/routes/results-screens';
import {
  initialPageData,
  pageDataReducer,
  type PageDataAction,
  type PageDataState,
  type PageStep,
} from '@/lib/store/page-data';
import { initialSearchBar, searchBarReducer, type SearchBarAction, type SearchBarState } from '@/lib/store/search-bar';
import { createStore, type Store } from '@/lib/store/store';

type Stores = {
  searchBar: Store<SearchBarState, SearchBarAction>;
  pageData: Store<PageDataState, PageDataAction>;
};

/**
 * The two stores, created once per visit: the context's value never changes,
 * so a dispatch renders only the components that read the changed store
 * (never the page around them, which matters most while it hydrates).
 */
const StoresContext = createContext<Stores | null>(null);

function useStores(name: string): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error(`${name} must be used inside <AppStateProvider>.`);
  return stores;
}

function useStoreState<State, Action>(store: Store<State, Action>): { state: State; dispatch: Dispatch<Action> } {
  // Server and first client render both start from the initial state.
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { state, dispatch: store.dispatch };
}

/** The search bar's state and dispatch, shared by every search box of the page. */
export const useSearchBar = () => useStoreState(useStores('useSearchBar()').searchBar);
/** The current page's loading flags (one per step) and dispatch. */
export const usePageData = () => useStoreState(useStores('usePageData()').pageData);

function ResetOnNavigation() {
  const path = usePathname();
  const { searchBar, pageData } = useStores('ResetOnNavigation');
  useEffect(() => {
    // The results screens build on what the visitor searched: they keep both states.
    // (No path: rendered outside Next's router, in a story or a test.)
    if (!path || isResultsPath(path)) return;
    searchBar.dispatch({ type: 'RESET' });
    pageData.dispatch({ type: 'NAVIGATED', path });
  }, [path, searchBar, pageData]);
  return null;
}

/** A sign-in or sign-out resets both stores (SPEC section 4): nothing of one visitor's state carries over to the next. */
function ResetOnSession() {
  const { searchBar, pageData } = useStores('ResetOnSession');
  useEffect(
    () =>
      onSessionChange(() => {
        searchBar.dispatch({ type: 'RESET' });
        pageData.dispatch({ type: 'RESET' });
      }),
    [searchBar, pageData],
  );
  return null;
}

/** The client state of the site (SPEC section 4), reset on navigation to any screen but the results, and on sign-in and sign-out. */
export function AppStateProvider({ children }: { children: ReactNode }) {
  const [stores] = useState<Stores>(() => ({
    searchBar: createStore(searchBarReducer, initialSearchBar()),
    pageData: createStore(pageDataReducer, initialPageData()),
  }));
  return (
    <StoresContext value={stores}>
      <ResetOnNavigation />
      <ResetOnSession />
      {children}
    </StoresContext>
  );
}

/** Rendered at the end of a page's loading step: its data has arrived. It only reports, so it never renders again. */
export function StepLoaded({ step }: { step: PageStep }) {
  const path = usePathname();
  const { pageData } = useStores('StepLoaded');
  useEffect(() => {
    pageData.dispatch({ type: 'LOADED', step, path });
  }, [pageData, step, path]);
  return null;
}
