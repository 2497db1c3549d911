import type { RedirectSource } from './redirects';

/**
 * Server route rules (SPEC section 2, guard step 3), still written in code:
 * they go into the redirect table with the editors' redirects
 * (lib/content/redirects.ts) and come first there. The campaign address
 * `/en/offers/` is a redirect entry of the CMS now.
 */
export const routeRules: readonly RedirectSource[] = [
  // The help centre the 404 page mentions lives on its own host.
  { origin: 'rule', id: 'help-centre-en', from: '/en/help-centre/', to: { kind: 'url', url: 'https://help.example.com/en/' }, permanent: false },
  { origin: 'rule', id: 'help-centre-it', from: '/it/centro-assistenza/', to: { kind: 'url', url: 'https://help.example.com/it/' }, permanent: false },
];
