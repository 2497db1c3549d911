import { z } from 'zod';

/** A newsletter invitation as the page query returns it (NewsletterModule fragment). */
export const newsletterSchema = z.object({
  name: z.string().min(1),
  description: z.string().nullish(),
  cta: z.string().min(1),
  url: z.string().min(1),
  external: z.boolean().nullish().transform((value) => value ?? false),
  image: z
    .object({ title: z.string().nullish(), url: z.string().min(1) })
    .nullish()
    .transform((value) => value ?? null),
});

export type NewsletterData = z.output<typeof newsletterSchema>;
