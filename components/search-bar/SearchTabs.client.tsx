'use client';

import { lazy, Suspense, use, useCallback, useEffect, useId, useState, type MouseEvent } from 'react';
import type { ProductSection } from '@/lib/content/model';
import { useModal } from '@/components/modal/ModalProvider.client';
import { RetryAlert } from '@/components/retry-alert/RetryAlert';
import { useSearchBar } from '@/components/shell/AppState.client';
import type { Locale } from '@/lib/i18n/locales';
import { searchKindOf } from '@/lib/search/kinds';
import type { SearchInput } from '@/lib/store/search-bar';
import type { ContentAccess, SearchTexts } from './labels';

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

/** Asks the server for the forms' texts in the page's language (search-texts.ts, bound by the search box); null when it could not. */
export type LoadSearchTexts = () => Promise<SearchTexts | null>;

type Shared = {
  locale: Locale;
  loadTexts: LoadSearchTexts;
  content: ContentAccess;
  loading: string;
  /** Says the forms' texts could not be loaded; `retry` asks again. */
  failed: string;
  retry: string;
  closeLabel: string;
};

/**
 * The forms' texts of a page, asked once: when a pointer comes over a tab,
 * it gets focus, or a tab opens its form (whichever comes first). A failed
 * request is forgotten when the visitor asks again.
 */
const textLoads = new WeakMap<LoadSearchTexts, Promise<SearchTexts | null>>();
function textsOf(load: LoadSearchTexts): Promise<SearchTexts | null> {
  let pending = textLoads.get(load);
  if (!pending) {
    pending = load().catch(() => null);
    textLoads.set(load, pending);
  }
  return pending;
}

/**
 * The search box's tabs (SPEC section 4, the search bar). A tab opens its
 * section's form and makes the section the bar's selected component; the
 * same tab again closes it. On wide screens the form opens below the row; on
 * phones in a full-screen sheet through the modal system (focus trap, Escape,
 * swipe down to close). The bar's state lives in the page's store, so the
 * selected tab and what was typed in each section survive closing and opening
 * again. Every tab is a link first: without JavaScript it leads to the
 * section's results or the editor's link. The forms' code and texts load
 * when a tab is first pointed at or opened, not with the page.
 */
export function SearchTabs({
  tabs,
  tabClassName,
  ...shared
}: Shared & { tabs: readonly SearchTab[]; tabClassName?: string }) {
  const { state, dispatch } = useSearchBar();
  const modal = useModal();
  const panelId = useId();
  const [inSheet, setInSheet] = useState(false);
  const selected = state.isActive
    ? tabs.find((tab) => tab.opensForm && tab.component === state.selectedComponent)
    : undefined;
  // The bar starts on the box's first section (SPEC section 4: initialize with the first component), closed.
  useEffect(() => {
    dispatch({ type: 'INITIALIZE', components: tabs.filter((tab) => tab.opensForm).map((tab) => tab.component) });
  }, [tabs, dispatch]);

  // A pointer over a tab, or focus on it, starts loading what its form needs.
  const prepare = () => {
    void textsOf(shared.loadTexts);
    void loadPanel();
  };

  const openSheet = async (tab: SearchTab) => {
    void textsOf(shared.loadTexts);
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
    if (!tab.opensForm || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
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
      {/* The tabs' own layout is the list's: one class list for all of them, not one per tab. */}
      <ul className="scroll-row -mx-4 flex snap-x gap-2 px-4 py-2 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 [&>li]:shrink-0 [&>li]:snap-start">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <a
              href={tab.href}
              target={tab.newTab ? '_blank' : undefined}
              rel={tab.newTab ? 'noopener noreferrer' : undefined}
              aria-expanded={tab.opensForm ? selected?.id === tab.id : undefined}
              aria-controls={tab.opensForm && selected?.id === tab.id ? panelId : undefined}
              onClick={(event) => choose(event, tab)}
              onPointerEnter={tab.opensForm ? prepare : undefined}
              onFocus={tab.opensForm ? prepare : undefined}
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
          <Panel
            key={selected.component}
            tab={selected}
            shared={shared}
            saved={state.inputs[searchKindOf[selected.component]]}
          />
        </div>
      ) : null}
    </>
  );
}

/** A tab's form, writing what is typed to its section's record of the bar (one save function per record, not one per render). */
function Panel({ tab, shared, saved }: { tab: SearchTab; shared: Shared; saved: SearchInput }) {
  const { dispatch } = useSearchBar();
  const [, setAttempts] = useState(0);
  const kind = searchKindOf[tab.component];
  const onSave = useCallback((input: SearchInput) => dispatch({ type: 'SET_INPUT', kind, input }), [dispatch, kind]);
  const retry = () => {
    textLoads.delete(shared.loadTexts);
    setAttempts((attempts) => attempts + 1);
  };
  return (
    <Suspense fallback={<p className="min-h-11 py-3 text-sm text-neutral-600">{shared.loading}</p>}>
      <LoadedPanel tab={tab} shared={shared} saved={saved} onSave={onSave} onRetry={retry} />
    </Suspense>
  );
}

function LoadedPanel({
  tab,
  shared,
  saved,
  onSave,
  onRetry,
}: {
  tab: SearchTab;
  shared: Shared;
  saved: SearchInput;
  onSave: (input: SearchInput) => void;
  onRetry: () => void;
}) {
  const loaded = use(textsOf(shared.loadTexts));
  if (!loaded)
    return <RetryAlert message={shared.failed} retry={shared.retry} onRetry={onRetry} className="py-3 text-sm" />;
  return (
    <SearchPanel
      locale={shared.locale}
      content={shared.content}
      texts={loaded.texts}
      labels={loaded.labels}
      section={tab.component}
      tabUrl={tab.url}
      saved={saved}
      onSave={onSave}
    />
  );
}
