import type { z } from 'zod';
import type { sponsorSchema } from './schema';
import generated from './seed.generated.json';

type Payload = z.input<typeof sponsorSchema> & { __typename: 'Sponsor'; sys: { id: string } };

/** The seed's landings' sponsors, as LandingBySlug returns them, by `{locale}:{landing id}.sponsors` (written by seed/fixtures.ts). */
const seed = generated as Record<keyof typeof generated, Payload>;

/** The Rome Marathon landing's sponsors: every field filled. */
export const valid = seed['en:landing-rome-marathon-2026.sponsors'];

const rio = seed['en:landing-rio-carnival-2027.sponsors'];
const [stride] = valid.items;
const [aurora, casaSolare] = rio.items;

/** Only the required fields: one sponsor, its name and logo, no website. */
export const minimal: Payload = {
  ...rio,
  items: [{ sys: casaSolare!.sys, name: casaSolare!.name, logo: casaSolare!.logo }],
};

/** Sponsors with and without a website side by side: only those with one are links. */
export const mixedWebsites: Payload = { ...rio, items: [aurora!, { ...casaSolare!, url: null }, stride!] };

/** What an editor can save in the CMS (a draft, seen in preview) but the site cannot show: a sponsor without its logo. */
export const invalid = { ...valid, items: [{ ...stride!, logo: null }] };
