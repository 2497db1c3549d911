import { z } from 'zod';
import { type ResultsState } from '@/lib/results/query';
import { durationKeys, type DurationRange } from '@/schemas/durations';

/**
 * What the AI search understood from a visitor's text: the same schema for
 * the embedded engine's answer, the provider's (validated before use) and
 * the API's response. Slugs are the visitor's market's (its language's).
 */
export const aiFiltersSchema = z
  .object({
    /** A place's slug: continent, superarea, country, area or city. */
    destination: z.string().max(80).nullable(),
    duration: z.enum(durationKeys as [DurationRange, ...DurationRange[]]).nullable(),
    /** Budget per person in the market's currency. */
    min: z.number().int().nonnegative().max(1_000_000).nullable(),
    max: z.number().int().nonnegative().max(1_000_000).nullable(),
    month: z.number().int().min(1).max(12).nullable(),
    /** Who travels, when the text says; a count the text leaves open ("with the kids") is null. */
    travellers: z
      .object({
        adults: z.number().int().min(1).max(20).nullable(),
        children: z.number().int().min(0).max(20).nullable(),
      })
      .strict()
      .nullable(),
    /** Things to do and categories, by slug. */
    interests: z.array(z.string().max(80)).max(30),
    categories: z.array(z.string().max(80)).max(30),
  })
  .strict();

export type AiFilters = z.output<typeof aiFiltersSchema>;

export const noFilters: AiFilters = {
  destination: null,
  duration: null,
  min: null,
  max: null,
  month: null,
  travellers: null,
  interests: [],
  categories: [],
};

/**
 * The results' state for some filters: only the parameters the results page
 * reads (who travels is not one of them: it only ranks). The visitor's text
 * never goes into the address (the results are cached per address).
 */
export function resultsStateOf(filters: AiFilters): Partial<ResultsState> {
  return {
    destination: filters.destination,
    min: filters.min,
    max: filters.max,
    month: filters.month,
    duration: filters.duration,
    interests: filters.interests,
    categories: filters.categories,
  };
}

/** The length a trip of `days` days falls in, as the results' duration filter offers them. */
export function durationOf(days: number): DurationRange {
  if (days <= 5) return 'up-to-5';
  if (days <= 9) return '6-9';
  if (days <= 14) return '10-14';
  return '15-plus';
}
