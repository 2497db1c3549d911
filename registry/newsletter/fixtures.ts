import type { z } from 'zod';
import type { newsletterSchema } from './schema';

type Payload = z.input<typeof newsletterSchema> & { __typename: 'Newsletter'; sys: { id: string } };

/** Every field filled. */
export const valid: Payload = {
  __typename: 'Newsletter',
  sys: { id: 'newsletter-fixture' },
  name: 'Travel ideas in your inbox',
  description: 'One email a month with our best offers and the trips our experts love.',
  cta: 'Sign up',
  url: '/en/newsletter/',
  external: false,
  // The seed newsletter's own picture (asset newsletter-offers-image), at the CardPhoto crop.
  image: {
    title: 'Get our best offers first',
    url: '/content/images/ventura/newsletter-offers-image/d4c410353b8ab0520a7b810798a6d677/get-our-best-offers-first.webp?w=850&h=650&fit=fill&fm=webp',
  },
};

/** Only the required fields. */
export const minimal: Payload = { __typename: 'Newsletter', sys: { id: 'newsletter-minimal' }, name: 'Newsletter', cta: 'Sign up', url: '/en/newsletter/' };

/** What an editor can save in the CMS but the site cannot show: no link. */
export const invalid = { __typename: 'Newsletter', sys: { id: 'newsletter-invalid' }, name: 'Newsletter', cta: 'Sign up' } as const;
