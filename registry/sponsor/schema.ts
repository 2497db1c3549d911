import { z } from 'zod';
import { HTTP_URL_PATTERN } from '@/lib/content/model';
import { mediaUrl, optional } from '@/lib/content/fields';

/** One sponsor as LandingBySlug returns it (landing.sponsorsCollection). */
export const sponsorItemSchema = z.object({
  sys: z.object({ id: z.string().min(1) }),
  name: z.string().min(1),
  // Required in the model: a sponsor without its logo has nothing to show.
  logo: z.object({ title: z.string().nullish(), url: mediaUrl }),
  // Optional; the model only accepts absolute http(s) addresses, and they open in a new tab.
  url: optional(z.string().regex(new RegExp(HTTP_URL_PATTERN))),
});

/**
 * A landing's sponsors as one block. The content model sets no maximum for
 * landing.sponsors (SPEC section 9 names none); the query fetches the first 12.
 */
export const sponsorSchema = z.object({
  items: z.array(sponsorItemSchema).min(1),
});

export type SponsorData = z.output<typeof sponsorSchema>;
export type SponsorItem = SponsorData['items'][number];
