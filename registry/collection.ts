import { z } from 'zod';

/**
 * A module's required collection as the page query returns it
 * (`buttonsCollection`, `bannersCollection`): an entry the visitor cannot see
 * (a draft, in production) comes back as null and is skipped, and at least
 * one must be left (`nonePublished` says so otherwise).
 */
export function publishedCollection<Item extends z.ZodType>(item: Item, nonePublished: string) {
  return z.object({
    items: z
      .array(item.nullable())
      .min(1)
      .transform((items) => items.filter((entry) => entry !== null))
      .check(z.minLength(1, nonePublished)),
  });
}
