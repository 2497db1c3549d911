'use client';

import { lazy, Suspense, useCallback, useId, type MouseEvent } from 'react';
import type { ProductSection } from '@/cms/model/values';
import type { FormTexts } from '@/components/forms/messages';
import { useSearchBar } from '@/components/shell/AppState.client';
import type { Locale } from '@/lib/i18n/locales';
import { searchKindOf } from '@/lib/search/kinds';
import type { SearchInput } from '@/lib/store/search-bar';
import type { PackageSearchLabels } from './PackageSearchPanel.client';

// The form's code (the form kit, react-hook-form, the schema) loads when a tab opens it, not with the page.
const PackageSearchPanel = lazy(() => import('./PackageSearchPanel.client'));

export type SearchTab = {
  id: string;
  name: string;
  /** Where the tab leads without JavaScript (or with a modifier key): the section's results, or the editor's link. */
  href: string;
  newTab: boolean;
  newTabText: string;
  component: ProductSection;
  /** Whether the tab opens its search form in place. */
  opensForm: boolean;
};

/**
 * The search box's tabs (SPEC section 4, the search bar): a tab with a form
 * opens it below the row, and its section becomes the bar's selected
 * component; the same tab again closes it. The bar's state lives in the
 * page's store, so the selected tab and what was typed in each section
 * survive closing and opening again. Every tab is a link first: without
 * JavaScript it leads to the section's results.
 */
export function SearchTabs({
  tabs,
  locale,
  texts,
  labels,
  loading,
  tabClassName,
}: {
  tabs: readonly SearchTab[];
  locale: Locale;
  texts: FormTexts;
  labels: PackageSearchLabels;
  loading: string;
  tabClassName: string;
}) {
  const { state, dispatch } = useSearchBar();
  const panelId = useId();
  const selected = state.isActive ? tabs.find((tab) => tab.opensForm && tab.component === state.selectedComponent) : undefined;
  const kind = selected ? searchKindOf[selected.component] : null;
  const save = useCallback((input: SearchInput) => (kind ? dispatch({ type: 'SET_INPUT', kind, input }) : undefined), [dispatch, kind]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, tab: SearchTab) => {
    if (!tab.opensForm || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (selected?.id === tab.id) {
      dispatch({ type: 'CLOSE' });
      return;
    }
    dispatch({ type: 'CHANGE_COMPONENT', component: tab.component });
    if (!state.isActive) dispatch({ type: 'TOGGLE' });
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
      {selected && kind ? (
        <div id={panelId} className="pt-2">
          <Suspense fallback={<p className="min-h-11 py-3 text-sm text-neutral-600">{loading}</p>}>
            <PackageSearchPanel key={kind} section={selected.component} locale={locale} texts={texts} labels={labels} saved={state.inputs[kind]} onSave={save} />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
