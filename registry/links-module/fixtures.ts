import type { z } from 'zod';
import type { linksModuleSchema } from './schema';
import generated from './seed.generated.json';

type Payload = z.input<typeof linksModuleSchema> & { __typename: 'LinksModule'; sys: { id: string } };

/** The seed's links modules as the page query returns them, by `{locale}:{entry id}` (written by seed/fixtures.ts). */
const seed = generated as Record<keyof typeof generated, Payload>;

/** The home page's "Popular searches" in English, as the page query returns it: every field filled. */
export const valid = seed['en:links-popular-searches'];

const atlanticRail = valid.partnersCollection!.items.find((logo) => logo?.title === 'Atlantic Rail')!;
const link = (id: string) => valid.linksCollection!.items.find((item) => item?.sys.id === id)!;

/** Only the required fields: no partners, one link to a whole section. */
export const minimal: Payload = {
  ...valid,
  sys: { id: 'links-minimal' },
  name: 'Hotels',
  slug: 'hotels',
  partnersCollection: { items: [] },
  linksCollection: { items: [{ ...link('link-hotels'), external: null }] },
};

/**
 * Car hire is sold through a partner, so an editor marks that link external:
 * it opens in a new tab. One link was unpublished after being added (null):
 * the list goes on without it.
 */
export const externalLink: Payload = {
  ...valid,
  sys: { id: 'links-getting-around' },
  name: 'Getting around',
  slug: 'getting-around',
  partnersCollection: { items: [atlanticRail, null] },
  linksCollection: {
    items: [{ ...link('link-iceland-car-hire'), external: true }, null, link('link-airport-transfers')],
  },
};

/** The same module in Italian: names and slugs are the editors' Italian ones. */
export const italian = seed['it:links-popular-searches'];

/** What an editor can save but the site cannot show: a links module without links. */
export const invalid: Payload = { ...valid, sys: { id: 'links-invalid' }, linksCollection: { items: [] } };

/** A link saved without its section: it has no address, so the module is not shown either. */
export const linkWithoutSection = {
  ...valid,
  sys: { id: 'links-without-section' },
  partnersCollection: { items: [] },
  linksCollection: {
    items: [
      {
        ...link('link-caribbean-cruises'),
        sys: { id: 'link-draft' },
        name: 'Cruises in Norway',
        slug: 'norway',
        typeSites: null,
      },
    ],
  },
};
