import type { Locale } from '@/lib/i18n/locales';
import type { ScreenId } from './table';

/**
 * Server route rules (SPEC section 2, guard step 3): redirects applied by the
 * proxy before anything renders. A source is an exact site path with its
 * trailing slash; a destination is either a screen of the route table (so its
 * path can never go stale) or an absolute external URL.
 */
export type RouteRule = {
  source: `/${Locale}/${string}`;
  destination: { screen: ScreenId; locale: Locale; params?: Record<string, string> } | { url: `https://${string}` };
  permanent: boolean;
};

export const routeRules: readonly RouteRule[] = [
  // Example of an external target: the help centre the 404 page mentions lives on its own host.
  { source: '/en/help-centre/', destination: { url: 'https://help.example.com/en/' }, permanent: false },
  { source: '/it/centro-assistenza/', destination: { url: 'https://help.example.com/it/' }, permanent: false },
  // Example of an internal target: an old campaign path kept alive for printed brochures.
  { source: '/en/offers/', destination: { screen: 'packageResults', locale: 'en' }, permanent: true },
];
