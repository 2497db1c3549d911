'use client';

import { lazy, Suspense, useCallback, useEffect, useId, useState, type MouseEvent } from 'react';
import type { ProductSection } from '@/lib/content/model';
import type { FormTexts } from '@/lib/i18n/form-texts';
import { useModal } from '@/components/modal/ModalProvider.client';
import { useSearchBar } from '@/components/shell/AppState.client';
import type { Locale } from '@/lib/i18n/locales';
import { searchKindOf } from '@/lib/search/kinds';
import type { SearchInput } from '@/lib/store/search-bar';
import type { ContentAccess, SearchLabels } from './labels';

// The forms' code (the form kit, react-hook-form, the schemas, the calendar) loads when a tab opens one, not with the page.
const loadPanel = () => import('./SearchPanel.client');
const SearchPanel = lazy(loadPanel);

/** Below `md` (SPEC section 9: 768 px) a form opens as a full-screen sheet. */
const PHONE_QUERY = '(max-width: 767.98px)';

export type SearchTab = {
  id: string;
  name: string;
  /** Where the tab leads without JavaScript (or with a modifier key): the section's results, or the editor's link. */
  href: string;
  newTab: boolean;
  newTabText: string;
  component: ProductSection;
  /** Whether the tab opens its search form. */
  opensForm: boolean;
  /** The editor's link, where a handover search goes instead of the booking engine. */
  url: string | null;
};

type Shared = { locale: Locale; texts: FormTexts; labels: SearchLabels; content: ContentAccess; loading: string; closeLabel: string };

/**
 * The search box's tabs (SPEC section 4, the search bar). A tab opens its
 * section's form and makes the section the bar's selected component; the
 * same tab again closes it. On wide screens the form opens below the row; on
 * phones in a full-screen sheet through the modal system (focus trap, Escape,
 * swipe down to close). The bar's state lives in the page's store, so the
 * selected tab and what was typed in each section survive closing and opening
 * again. Every tab is a link first: without JavaScript it leads to the
 * section's results or the editor's link.
 */
export function SearchTabs({ tabs, tabClassName, ...shared }: Shared & { tabs: readonly SearchTab[]; tabClassName?: string }) {
  const { state, dispatch } = useSearchBar();
  const modal = useModal();
  const panelId = useId();
  const [inSheet, setInSheet] = useState(false);
  const selected = state.isActive ? tabs.find((tab) => tab.opensForm && tab.component === state.selectedComponent) : undefined;
  // The bar starts on the box's first section (SPEC section 4: initialize with the first component), closed.
  useEffect(() => {
    dispatch({ type: 'INITIALIZE', components: tabs.filter((tab) => tab.opensForm).map((tab) => tab.component) });
  }, [tabs, dispatch]);

  const openSheet = async (tab: SearchTab) => {
    setInSheet(true);
    // The sheet's frame comes with the forms' code, not with the page.
    const { SearchSheet } = await loadPanel();
    const titleId = `${panelId}-title`;
    modal.open(
      ({ close }) => (
        <SearchSheet id={panelId} titleId={titleId} title={tab.name} closeLabel={shared.closeLabel} onClose={close}>
          <Panel tab={tab} shared={shared} saved={state.inputs[searchKindOf[tab.component]]} />
        </SearchSheet>
      ),
      {
        presentation: 'sheet',
        labelledBy: titleId,
        onClosed: () => {
          setInSheet(false);
          dispatch({ type: 'CLOSE' });
        },
      },
    );
  };

  const choose = (event: MouseEvent<HTMLAnchorElement>, tab: SearchTab) => {
    if (!tab.opensForm || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    const phone = typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
    // A second tap while the sheet's code loads, or once it is open, opens no second sheet over the first.
    if (phone && inSheet) return;
    if (selected?.id === tab.id && !inSheet) {
      dispatch({ type: 'CLOSE' });
      return;
    }
    dispatch({ type: 'CHANGE_COMPONENT', component: tab.component });
    dispatch({ type: 'SET_INDEXES', activeIndex: tabs.indexOf(tab) });
    if (!state.isActive) dispatch({ type: 'TOGGLE' });
    if (phone) void openSheet(tab);
  };

  return (
    <>
      <ul className="scroll-row -mx-4 flex snap-x gap-2 px-4 py-2 md:mx-0 md:flex-wrap md:overflow-visible md:px-0">
        {tabs.map((tab) => (
          <li key={tab.id} className="shrink-0 snap-start">
            <a
              href={tab.href}
              target={tab.newTab ? '_blank' : undefined}
              rel={tab.newTab ? 'noopener noreferrer' : undefined}
              aria-expanded={tab.opensForm ? selected?.id === tab.id : undefined}
              aria-controls={tab.opensForm && selected?.id === tab.id ? panelId : undefined}
              onClick={(event) => choose(event, tab)}
              className={tabClassName}
            >
              {tab.name}
              {tab.newTab ? (
                <>
                  {' '}
                  <span className="sr-only">{tab.newTabText}</span>
                </>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
      {selected && !inSheet ? (
        <div id={panelId} className="pt-2">
          <Panel key={selected.component} tab={selected} shared={shared} saved={state.inputs[searchKindOf[selected.component]]} />
        </div>
      ) : null}
    </>
  );
}

/** A tab's form, writing what is typed to its section's record of the bar (one save function per record, not one per render). */
function Panel({ tab, shared, saved }: { tab: SearchTab; shared: Shared; saved: SearchInput }) {
  const { dispatch } = useSearchBar();
  const kind = searchKindOf[tab.component];
  const onSave = useCallback((input: SearchInput) => dispatch({ type: 'SET_INPUT', kind, input }), [dispatch, kind]);
  const { loading, closeLabel: _closeLabel, ...props } = shared;
  return (
    <Suspense fallback={<p className="min-h-11 py-3 text-sm text-neutral-600">{loading}</p>}>
      <SearchPanel {...props} section={tab.component} tabUrl={tab.url} saved={saved} onSave={onSave} />
    </Suspense>
  );
}
