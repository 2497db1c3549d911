'use client';

import { createActorContext } from '@xstate/react';
import { usePathname } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { isResultsPath } from '@/lib/routes/results';
import { pageDataMachine, type PageStep } from '@/machines/page-data';
import { searchBarMachine } from '@/machines/search-bar';

/** The search bar's state, shared by every search box of the page. */
export const SearchBarState = createActorContext(searchBarMachine);
/** The current page's loading flags (one per step). */
export const PageDataState = createActorContext(pageDataMachine);

function ResetOnNavigation() {
  const path = usePathname();
  const searchBar = SearchBarState.useActorRef();
  const pageData = PageDataState.useActorRef();
  useEffect(() => {
    // The results screens build on what the visitor searched: they keep both states.
    if (isResultsPath(path)) return;
    searchBar.send({ type: 'RESET' });
    pageData.send({ type: 'NAVIGATED', path });
  }, [path, searchBar, pageData]);
  return null;
}

/** The client state of the site (SPEC section 4), reset on navigation to any screen but the results. */
export function AppStateProvider({ children }: { children: ReactNode }) {
  return (
    <SearchBarState.Provider>
      <PageDataState.Provider>
        <ResetOnNavigation />
        {children}
      </PageDataState.Provider>
    </SearchBarState.Provider>
  );
}

/** Rendered at the end of a page's loading step: its data has arrived. */
export function StepLoaded({ step }: { step: PageStep }) {
  const path = usePathname();
  const pageData = PageDataState.useActorRef();
  useEffect(() => {
    pageData.send({ type: 'LOADED', step, path });
  }, [pageData, step, path]);
  return null;
}
