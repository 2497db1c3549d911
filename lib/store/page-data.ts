/** The loading steps of a CMS page (SPEC section 4): basic info first, then the other four in parallel. */
export const pageSteps = ['basic', 'campaign', 'heroBanners', 'searchbox', 'modules'] as const;
export type PageStep = (typeof pageSteps)[number];

export type PageDataState = {
  /** The page the flags belong to. */
  path: string | null;
  /** Which steps of that page have arrived: each its own loading flag. */
  loaded: Record<PageStep, boolean>;
};

export type PageDataAction =
  { type: 'LOADED'; step: PageStep; path: string } | { type: 'NAVIGATED'; path: string } | { type: 'RESET' };

const nothingLoaded = (): Record<PageStep, boolean> =>
  Object.fromEntries(pageSteps.map((step) => [step, false])) as Record<PageStep, boolean>;

export const initialPageData = (): PageDataState => ({ path: null, loaded: nothingLoaded() });

/**
 * The page-data state: the loading flag of each step of the current page.
 * Flags belong to one path: a step reported for another page, or a
 * navigation elsewhere, starts from nothing loaded. (Steps of the new page
 * may report before the navigation itself is seen: children's effects run
 * first, hence the path on every action.)
 */
export function pageDataReducer(state: PageDataState, action: PageDataAction): PageDataState {
  switch (action.type) {
    case 'LOADED':
      if (state.path === action.path && state.loaded[action.step]) return state;
      return {
        path: action.path,
        loaded: { ...(state.path === action.path ? state.loaded : nothingLoaded()), [action.step]: true },
      };
    case 'NAVIGATED':
      return state.path === action.path ? state : { path: action.path, loaded: nothingLoaded() };
    case 'RESET':
      return state.path === null ? state : initialPageData();
  }
}
