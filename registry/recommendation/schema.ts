import { z } from 'zod';
import { limits } from '@/lib/content/model';
import { optionalText } from '@/lib/content/fields';

/** One tip as SpecialJourneyById returns it (specialJourney.recommendationsCollection). */
export const recommendationItemSchema = z.object({
  sys: z.object({ id: z.string().min(1) }),
  title: z.string().min(1),
  description: optionalText,
});

/** A special journey's tips for travellers as one block (at most limits.journeyRecommendations). */
export const recommendationSchema = z.object({
  items: z.array(recommendationItemSchema).min(1).max(limits.journeyRecommendations),
});

export type RecommendationData = z.output<typeof recommendationSchema>;
