import { z } from 'zod';
import { flag, link, mediaUrl, optional } from '@/lib/content/fields';

/** A newsletter invitation as the page query returns it (NewsletterModule fragment). */
export const newsletterSchema = z.object({
  name: z.string().min(1),
  description: z.string().nullish(),
  cta: z.string().min(1),
  url: link,
  external: flag,
  image: optional(z.object({ title: z.string().nullish(), url: mediaUrl })),
});

export type NewsletterData = z.output<typeof newsletterSchema>;
