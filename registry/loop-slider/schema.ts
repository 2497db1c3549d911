import { z } from 'zod';
import { limits } from '@/lib/content/model';
import { optionalMediaUrl } from '@/lib/content/fields';

/** A continent photo (CardPhoto fragment); an asset without a file has no URL and counts as no photo. */
const photo = z
  .object({ title: z.string().nullish(), url: optionalMediaUrl })
  .nullish()
  .transform((value) => (value?.url ? { title: value.title ?? null, url: value.url } : null));

const continent = z
  .object({
    sys: z.object({ id: z.string().min(1) }),
    name: z.string().min(1),
    /** Required by the model (published entries always have one); the continent's address is built from it. */
    slug: z.string().min(1),
    photo,
    /** How many countries name this continent as theirs. */
    linkedFrom: z
      .object({ countryCollection: z.object({ total: z.number().int().nonnegative() }).nullish() })
      .nullish(),
  })
  .transform(({ sys, name, slug, photo, linkedFrom }) => ({
    id: sys.id,
    name,
    slug,
    photo,
    countries: linkedFrom?.countryCollection?.total ?? 0,
  }));

/** A continent slider as the page query returns it (LoopSliderModule fragment). */
export const loopSliderSchema = z
  .object({
    title: z.string().min(1),
    continentsCollection: z
      .object({ items: z.array(continent.nullable()).max(limits.loopSliderContinents) })
      // Unpublished or deleted continents come back as null: they are skipped.
      .nullish()
      .transform((collection) => (collection?.items ?? []).filter((item) => item !== null))
      .check(z.minLength(1, 'A continent slider needs at least one published continent.')),
  })
  .transform(({ title, continentsCollection }) => ({ title, continents: continentsCollection }));

export type LoopSliderData = z.output<typeof loopSliderSchema>;
export type LoopSliderContinent = LoopSliderData['continents'][number];
