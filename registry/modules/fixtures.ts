import type { z } from 'zod';
import type { modulesSchema } from './schema';
import generated from './seed.generated.json';

/**
 * "Module: sliders, dropdown or tabs" payloads as loadPageModules hands them
 * to the renderer (from the seed, through the embedded content service): the
 * ModulesModule fragment with `tabs` (products filtered by market, each with
 * its offer) beside `tabsCollection`.
 */
type Payload = z.input<typeof modulesSchema> & { __typename: 'Modules'; sys: { id: string } };

/** The seed's "modules" entries, by `{locale}:{entry id}` (written by seed/fixtures.ts). */
const seed = generated as Record<keyof typeof generated, Payload>;

/** The home page's favourite trips in the UK market: three tabs of packages (the loader has dropped what the UK does not sell). */
export const valid = seed['en:modules-home-favourite-trips'];

/** The sliders layout: the offices, two slides a side, each linking to the contact page. */
export const sliders = seed['en:modules-our-offices'];

/** The sliders layout on a dark background, with a description (travel by season). */
export const darkSliders = seed['en:modules-travel-by-season'];

/** The dropdown layout: the help centre's FAQ (markdown answers with bold text and a link). */
export const dropdown = seed['en:modules-help-faq'];

/** Tabs with the tab names hidden: one tab of honeymoon packages. */
export const hiddenTabsMenu = seed['en:modules-honeymoons'];

/** The favourite trips as the Italian market sees them: Italian texts, other packages, prices in euros. */
export const italian = seed['it:modules-home-favourite-trips'];

/**
 * What an editor can save but the site cannot show: the seed's draft
 * `modules-diagnostics-tabs-without-tabs`, a tabs layout without tabs.
 */
export const invalid = seed['en:modules-diagnostics-tabs-without-tabs'];

const { __typename, sys, name, layout } = dropdown;
const question = dropdown.dropdownListCollection!.items[0]!;

/** Only what is required: a name, a layout and something for that layout to show (one FAQ question, no answer yet). */
export const minimal: Payload = {
  __typename,
  sys,
  name,
  layout,
  dropdownListCollection: { items: [{ sys: question.sys, title: question.title }] },
  tabs: [],
};

/** The FAQ withdrawn with "Hide from the site" (unPublish): nothing for visitors, a note for editors in preview. */
export const unpublished: Payload = { ...dropdown, unPublish: true };

/** Favourite trips in a market that sells none of their packages (the loader emptied every tab): nothing to show. */
export const soldNowhere: Payload = { ...valid, tabs: valid.tabs.map((tab) => ({ ...tab, products: [] })) };
