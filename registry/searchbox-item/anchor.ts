/** The search box's element id: other modules (a button with the openSearch action) link to `#search`. */
export const SEARCH_BOX_ID = 'search';
