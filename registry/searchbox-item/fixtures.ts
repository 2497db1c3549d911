import type { z } from 'zod';
import type { searchboxItemSchema } from './schema';
import generated from './seed.generated.json';

/** The page's search-box tabs as the page loader hands them over: PageSearchbox's items, grouped. */
type Payload = z.input<typeof searchboxItemSchema> & { __typename: 'SearchboxItem'; sys: { id: string } };

/** The seed's home page's tabs, by `{locale}:page-home.searchboxItems` (written by seed/fixtures.ts). */
const seed = generated as Record<keyof typeof generated, Payload>;

/** The home page's ten tabs, one per product section; car hire opens the partner's site. */
export const valid = seed['en:page-home.searchboxItems'];

const tab = (id: string) => valid.items.find((item) => item.sys.id === id)!;

/** One tab with only the required fields. */
export const minimal: Payload = {
  ...valid,
  items: [{ ...tab('searchbox-cruises'), slug: null, url: null, external: null }],
};

/** What preview can show but the site cannot: a draft tab whose search form is not chosen yet. */
export const invalid = {
  ...valid,
  items: [
    {
      ...tab('searchbox-travel-packages'),
      sys: { id: 'searchbox-draft' },
      name: 'Events',
      slug: 'events',
      component: null,
    },
  ],
};

/** The home page's tabs as the Italian page receives them. */
export const italian = seed['it:page-home.searchboxItems'];
