import { z } from 'zod';
import { publishedCollection } from '@/registry/collection';
import { bannerEntryFields, requireLinkForButton } from '@/registry/hero-banner/schema';

/** One banner of a banners module: a hero banner entry as the BannersModule fragment returns it (CardPhoto, 850x650). */
export const bannerCardSchema = z.object(bannerEntryFields).superRefine(requireLinkForButton);

export type BannerCard = z.output<typeof bannerCardSchema>;

/** A banners module as the page query returns it: at least one published banner (the fragment asks for the first 3). */
export const bannersSchema = z
  .object({
    sys: z.object({ id: z.string().min(1) }),
    name: z.string().min(1),
    bannersCollection: publishedCollection(bannerCardSchema, 'No banner is published.'),
  })
  .transform(({ sys, name, bannersCollection }) => ({ id: sys.id, name, banners: bannersCollection.items }));

export type BannersData = z.output<typeof bannersSchema>;
