import { z } from 'zod';
import { productSections } from '@/lib/content/model';
import { flag, optionalMediaUrl } from '@/lib/content/fields';

/** A partner's logo (Thumbnail fragment). An asset without a file has no URL and is left out. */
const partnerLogo = z.object({ title: z.string().nullish(), url: optionalMediaUrl });

/**
 * One link (the `link` content type). The model leaves the section optional,
 * but a link's address is built from its section (lib/routes/sections.ts), so
 * a link without one cannot be shown: the editor gets a diagnostic in preview.
 */
const link = z
  .object({
    sys: z.object({ id: z.string().min(1) }),
    name: z.string().min(1),
    /** Empty: the link leads to the section itself. */
    slug: z.string().nullish(),
    external: flag,
    typeSites: z.enum(productSections),
  })
  .transform(({ sys, name, slug, external, typeSites }) => ({
    id: sys.id,
    name,
    slug: slug || null,
    external,
    section: typeSites,
  }));

/** A links module as the page query returns it (LinksModuleFields fragment). */
export const linksModuleSchema = z
  .object({
    name: z.string().min(1),
    /** The code the site finds the list by; required by the model, not shown. */
    slug: z.string().min(1),
    partnersCollection: z
      .object({ items: z.array(partnerLogo.nullable()) })
      .nullish()
      .transform((collection) =>
        (collection?.items ?? []).flatMap((logo) => (logo?.url ? [{ title: logo.title ?? null, url: logo.url }] : [])),
      ),
    linksCollection: z
      .object({ items: z.array(link.nullable()) })
      // Unpublished or deleted links come back as null: they are skipped.
      .nullish()
      .transform((collection) => (collection?.items ?? []).filter((item) => item !== null))
      .check(z.minLength(1, 'A links module needs at least one published link.')),
  })
  .transform(({ name, partnersCollection, linksCollection }) => ({
    name,
    partners: partnersCollection,
    links: linksCollection,
  }));

export type LinksModuleData = z.output<typeof linksModuleSchema>;
export type LinksModuleLink = LinksModuleData['links'][number];
