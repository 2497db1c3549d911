import { z } from 'zod';
import { limits } from '@/lib/content/model';
import { optionalMediaUrl, optionalText } from '@/lib/content/fields';

/** An optional photo: an asset without a file (a draft upload) counts as no photo. */
const optionalPhoto = z
  .object({ title: z.string().nullish(), url: optionalMediaUrl })
  .nullish()
  .transform((photo) => (photo?.url ? { title: photo.title ?? null, url: photo.url } : null));

/** One stop or activity of a day (itineraryItem); `description` is markdown. */
export const itineraryItemSchema = z.object({
  sys: z.object({ id: z.string().min(1) }),
  title: z.string().min(1),
  description: optionalText,
  photo: optionalPhoto,
});

/**
 * One day as SpecialJourneyById returns it (specialJourney.daysCollection),
 * reshaped to `{ sys, name, itinerary }`. A linked item the query cannot
 * resolve (an unpublished draft) comes back as null and is left out.
 */
export const journeyDayItemSchema = z
  .object({
    sys: z.object({ id: z.string().min(1) }),
    name: z.string().min(1),
    itineraryCollection: z.object({ items: z.array(itineraryItemSchema.nullable()) }).nullish(),
  })
  .transform(({ itineraryCollection, ...day }) => ({
    ...day,
    itinerary: (itineraryCollection?.items ?? []).filter((item) => item !== null),
  }));

/** A special journey's days (at most limits.journeyDays) or a package's itinerary (at most limits.packageItineraryDays) as one block, in order. */
export const journeyDaySchema = z.object({
  items: z.array(journeyDayItemSchema).min(1).max(Math.max(limits.journeyDays, limits.packageItineraryDays)),
});

export type JourneyDayData = z.output<typeof journeyDaySchema>;
export type JourneyDayItem = JourneyDayData['items'][number];
export type ItineraryItem = JourneyDayItem['itinerary'][number];
