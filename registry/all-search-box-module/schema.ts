import { z } from 'zod';
import { limits } from '@/lib/content/model';

const destination = {
  sys: z.object({ id: z.string().min(1) }),
  name: z.string().min(1),
  /** Required by the model (published entries always have one); a draft without it cannot be linked. */
  slug: z.string().min(1),
};

const country = z
  .object({
    ...destination,
    // The fragment also asks for the continent; the list links to the country's packages, which need only its slug.
    continent: z.object({ slug: z.string().nullish() }).nullish(),
  })
  .transform(({ sys, name, slug }) => ({ id: sys.id, name, slug }));

/** A region is a superarea (a group of countries) or an area (a region inside a country). */
const region = z
  .object({ __typename: z.enum(['Superarea', 'Area']), ...destination })
  .transform(({ sys, name, slug }) => ({ id: sys.id, name, slug }));

/**
 * The destination search lists as the page query returns them
 * (AllSearchBoxModuleFields). Each market has its own module and the page
 * loader keeps the visitor's (lib/content/pages.ts); the market is required
 * here as in the model, since lists without one would reach every market.
 */
export const allSearchBoxModuleSchema = z
  .object({
    title: z.string().min(1),
    market: z.object({ iso: z.string().min(1) }),
    countriesCollection: z
      .object({ items: z.array(country.nullable()).max(limits.searchBoxCountries) })
      // Unpublished or deleted entries come back as null: they are skipped.
      .nullish()
      .transform((collection) => (collection?.items ?? []).filter((item) => item !== null)),
    regionsCollection: z
      .object({ items: z.array(region.nullable()).max(limits.searchBoxRegions) })
      .nullish()
      .transform((collection) => (collection?.items ?? []).filter((item) => item !== null)),
  })
  .transform(({ title, countriesCollection, regionsCollection }) => ({
    title,
    countries: countriesCollection,
    regions: regionsCollection,
  }))
  .superRefine((data, ctx) => {
    if (data.countries.length + data.regions.length > 0) return;
    // Either list would do: both are named for the editor, as empty.
    for (const field of ['countriesCollection', 'regionsCollection']) {
      ctx.addIssue({
        code: 'too_small',
        origin: 'array',
        minimum: 1,
        inclusive: true,
        input: [],
        path: [field],
        message: 'Destination search lists need at least one published country or region.',
      });
    }
  });

export type AllSearchBoxModuleData = z.output<typeof allSearchBoxModuleSchema>;
