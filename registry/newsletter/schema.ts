import { z } from 'zod';
import { flag, optional } from '@/registry/fields';

/** A newsletter invitation as the page query returns it (NewsletterModule fragment). */
export const newsletterSchema = z.object({
  name: z.string().min(1),
  description: z.string().nullish(),
  cta: z.string().min(1),
  url: z.string().min(1),
  external: flag,
  image: optional(z.object({ title: z.string().nullish(), url: z.string().min(1) })),
});

export type NewsletterData = z.output<typeof newsletterSchema>;
