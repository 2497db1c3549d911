import { assign, setup } from 'xstate';

/** The loading steps of a CMS page (SPEC section 4): basic info first, then the other four in parallel. */
export const pageSteps = ['basic', 'campaign', 'heroBanners', 'searchbox', 'modules'] as const;
export type PageStep = (typeof pageSteps)[number];

export type PageDataContext = {
  /** The page the flags belong to. */
  path: string | null;
  /** Which steps of that page have arrived: each its own loading flag. */
  loaded: Record<PageStep, boolean>;
};

export type PageDataEvent = { type: 'LOADED'; step: PageStep; path: string } | { type: 'NAVIGATED'; path: string } | { type: 'RESET' };

const nothingLoaded = (): Record<PageStep, boolean> => Object.fromEntries(pageSteps.map((step) => [step, false])) as Record<PageStep, boolean>;

/**
 * The page-data state: the loading flag of each step of the current page.
 * Flags belong to one path: a step reported for another page, or a
 * navigation elsewhere, starts from nothing loaded. (Steps of the new page
 * may report before the navigation itself is seen: children's effects run
 * first, hence the path on every event.)
 */
export const pageDataMachine = setup({
  types: { context: {} as PageDataContext, events: {} as PageDataEvent },
}).createMachine({
  id: 'pageData',
  context: { path: null, loaded: nothingLoaded() },
  on: {
    LOADED: {
      actions: assign(({ context, event }) => ({
        path: event.path,
        loaded: { ...(context.path === event.path ? context.loaded : nothingLoaded()), [event.step]: true },
      })),
    },
    NAVIGATED: {
      guard: ({ context, event }) => context.path !== event.path,
      actions: assign(({ event }) => ({ path: event.path, loaded: nothingLoaded() })),
    },
    RESET: { actions: assign({ path: null, loaded: nothingLoaded() }) },
  },
});
