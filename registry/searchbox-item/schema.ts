import { z } from 'zod';
import { limits, productSections } from '@/lib/content/model';
import { flag, optionalLink, optionalText } from '@/lib/content/fields';

/** One search-box tab as the PageSearchbox query returns it. */
export const searchboxTabSchema = z.object({
  sys: z.object({ id: z.string().min(1) }),
  name: z.string().min(1),
  slug: optionalText,
  /** The search form the tab opens; until the forms exist, the section's results. */
  component: z.enum(productSections),
  /** A page to open instead of the search form (e.g. a partner's car-hire site). */
  url: optionalLink,
  external: flag,
});

export type SearchboxTab = z.output<typeof searchboxTabSchema>;

/**
 * The page's search box as one block (a grouped section: the page loader
 * wraps the present items of `page.searchboxItemsCollection` as `items`).
 */
export const searchboxItemSchema = z.object({
  items: z.array(searchboxTabSchema).min(1).max(limits.pageSearchboxItems),
});

export type SearchboxData = z.output<typeof searchboxItemSchema>;
