'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, useEffect, useMemo, useReducer, type Context, type Dispatch, type ReactNode } from 'react';
import { isResultsPath } from '@/lib/routes/results';
import { initialPageData, pageDataReducer, type PageDataAction, type PageDataState, type PageStep } from '@/lib/store/page-data';
import { initialSearchBar, searchBarReducer, type SearchBarAction, type SearchBarState } from '@/lib/store/search-bar';

type Store<State, Action> = { state: State; dispatch: Dispatch<Action> };

const SearchBarContext = createContext<Store<SearchBarState, SearchBarAction> | null>(null);
const PageDataContext = createContext<Store<PageDataState, PageDataAction> | null>(null);

function useStore<State, Action>(context: Context<Store<State, Action> | null>, name: string): Store<State, Action> {
  const store = useContext(context);
  if (!store) throw new Error(`${name} must be used inside <AppStateProvider>.`);
  return store;
}

/** The search bar's state and dispatch, shared by every search box of the page. */
export const useSearchBar = () => useStore(SearchBarContext, 'useSearchBar()');
/** The current page's loading flags (one per step) and dispatch. */
export const usePageData = () => useStore(PageDataContext, 'usePageData()');

function ResetOnNavigation() {
  const path = usePathname();
  const { dispatch: searchBar } = useSearchBar();
  const { dispatch: pageData } = usePageData();
  useEffect(() => {
    // The results screens build on what the visitor searched: they keep both states.
    if (isResultsPath(path)) return;
    searchBar({ type: 'RESET' });
    pageData({ type: 'NAVIGATED', path });
  }, [path, searchBar, pageData]);
  return null;
}

/** The client state of the site (SPEC section 4), reset on navigation to any screen but the results. */
export function AppStateProvider({ children }: { children: ReactNode }) {
  const [searchBar, searchBarDispatch] = useReducer(searchBarReducer, undefined, initialSearchBar);
  const [pageData, pageDataDispatch] = useReducer(pageDataReducer, undefined, initialPageData);
  const searchBarStore = useMemo(() => ({ state: searchBar, dispatch: searchBarDispatch }), [searchBar]);
  const pageDataStore = useMemo(() => ({ state: pageData, dispatch: pageDataDispatch }), [pageData]);
  return (
    <SearchBarContext value={searchBarStore}>
      <PageDataContext value={pageDataStore}>
        <ResetOnNavigation />
        {children}
      </PageDataContext>
    </SearchBarContext>
  );
}

/** Rendered at the end of a page's loading step: its data has arrived. */
export function StepLoaded({ step }: { step: PageStep }) {
  const path = usePathname();
  const { dispatch } = usePageData();
  useEffect(() => {
    dispatch({ type: 'LOADED', step, path });
  }, [dispatch, step, path]);
  return null;
}
