import type { z } from 'zod';
import type { sponsorSchema } from './schema';

type Payload = z.input<typeof sponsorSchema> & { __typename: 'Sponsor'; sys: { id: string } };

const logos = {
  aurora: {
    title: 'Aurora Airways',
    url: '/content/images/ventura/sponsor-aurora-airways-logo/54e48c7ec75c57f95dd857fc92995523/aurora-airways-logo.webp?w=80&h=80&fit=thumb&fm=webp',
  },
  casaSolare: {
    title: 'Casa Solare Hotels',
    url: '/content/images/ventura/sponsor-casa-solare-hotels-logo/b6deac95dd95af751a725767ebc13172/casa-solare-hotels-logo.webp?w=80&h=80&fit=thumb&fm=webp',
  },
  stride: {
    title: 'Stride Sportswear',
    url: '/content/images/ventura/sponsor-stride-sportswear-logo/c251fc8ab8e52e7c92f7d8326cf7a1b3/stride-sportswear-logo.webp?w=80&h=80&fit=thumb&fm=webp',
  },
};

/** The Rome Marathon landing's sponsors, as LandingBySlug returns them: every field filled. */
export const valid: Payload = {
  __typename: 'Sponsor',
  sys: { id: 'landing-rome-marathon-2026.sponsors' },
  items: [
    { sys: { id: 'sponsor-stride-sportswear' }, name: 'Stride Sportswear', url: 'https://stride.example.com', logo: logos.stride },
    { sys: { id: 'sponsor-aurora-airways' }, name: 'Aurora Airways', url: 'https://aurora-airways.example.com', logo: logos.aurora },
  ],
};

/** Only the required fields: one sponsor, its name and logo, no website. */
export const minimal: Payload = {
  __typename: 'Sponsor',
  sys: { id: 'landing-rio-carnival-2027.sponsors' },
  items: [{ sys: { id: 'sponsor-casa-solare-hotels' }, name: 'Casa Solare Hotels', logo: logos.casaSolare }],
};

/** Sponsors with and without a website side by side: only those with one are links. */
export const mixedWebsites: Payload = {
  __typename: 'Sponsor',
  sys: { id: 'landing-rio-carnival-2027.sponsors' },
  items: [
    { sys: { id: 'sponsor-aurora-airways' }, name: 'Aurora Airways', url: 'https://aurora-airways.example.com', logo: logos.aurora },
    { sys: { id: 'sponsor-casa-solare-hotels' }, name: 'Casa Solare Hotels', url: null, logo: logos.casaSolare },
    { sys: { id: 'sponsor-stride-sportswear' }, name: 'Stride Sportswear', url: 'https://stride.example.com', logo: logos.stride },
  ],
};

/** What an editor can save in the CMS (a draft, seen in preview) but the site cannot show: a sponsor without its logo. */
export const invalid = {
  __typename: 'Sponsor',
  sys: { id: 'landing-rome-marathon-2026.sponsors' },
  items: [{ sys: { id: 'sponsor-stride-sportswear' }, name: 'Stride Sportswear', url: 'https://stride.example.com', logo: null }],
} as const;
