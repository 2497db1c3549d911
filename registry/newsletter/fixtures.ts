import type { z } from 'zod';
import type { newsletterSchema } from './schema';
import generated from './seed.generated.json';

type Payload = z.input<typeof newsletterSchema> & { __typename: 'Newsletter'; sys: { id: string } };

const { 'en:newsletter-diagnostics-without-url': draft, ...published } = generated;

/** The seed's newsletters as the page query returns them, by `{locale}:{entry id}` (written by seed/fixtures.ts). */
const seed = published as Record<keyof typeof published, Payload>;

/** The home and honeymoons pages' newsletter: every field filled, its sign-up page on another website. */
export const valid = seed['en:newsletter-offers'];

const { __typename, sys, name, cta, url } = valid;

/** Only the required fields. */
export const minimal: Payload = { __typename, sys, name, cta, url };

/** What an editor can save in the CMS but the site cannot show: the seed's draft newsletter without its sign-up page. */
export const invalid = draft;
