import { boolean, date, defineContentType, entryLink, symbol } from './define';
import type { ContentTypeId } from './ids';
import {
  REDIRECT_ADDRESS_PATTERN,
  REDIRECT_FROM_PATTERN,
  REDIRECT_URL_PATTERN,
  externalRedirectHosts,
} from './patterns';

/**
 * Redirects made by editors (README, "Redirects, route rules and renamed
 * pages"). The proxy applies them before anything renders, from a table it
 * keeps in memory (lib/routes/redirects.ts builds it, lib/content/redirects.ts
 * reads it from the CMS).
 *
 * What Contentful can validate is validated here: the shape of the addresses
 * and the hosts an external target may have. What it cannot (one target and
 * only one, a redirect to itself or to an address that redirects again, an
 * address the site never redirects) is checked when the table is built, and
 * reported by the webhook's answer and the editors' preview
 * (/api/draft/redirects/).
 */

export { REDIRECT_ADDRESS_PATTERN, REDIRECT_FROM_PATTERN, REDIRECT_URL_PATTERN, externalRedirectHosts };

/** The entries a redirect can lead to: everything that has an address of its own in every language. */
export const redirectTargetContentTypeIds = [
  'page',
  'landing',
  'specialJourney',
  'continent',
  'superarea',
  'area',
  'country',
  'city',
] as const satisfies readonly ContentTypeId[];

export const redirect = defineContentType({
  id: 'redirect',
  name: 'Redirect',
  description:
    'Sends visitors from an address of the site to a page, another address or an allowed website, before any page is shown. Fill in exactly one of the three "to" fields.',
  displayField: 'from',
  fields: [
    symbol('from', {
      required: true,
      size: { max: 256 },
      regexp: {
        pattern: REDIRECT_FROM_PATTERN,
        message:
          'Start with the language (/en/, /it/, /pt/, /es/, or /*/ for every language) and end with a slash, e.g. /en/offers/.',
      },
      help: 'The address to send on, with its language and a slash at the end, e.g. /en/offers/. Write /*/offers/ for /en/offers/, /it/offers/, /pt/offers/ and /es/offers/.',
    }),
    entryLink('toEntry', redirectTargetContentTypeIds, {
      name: 'To a page',
      help: 'A page, event, journey or destination: visitors go to its address in their language, and follow it when its slug changes.',
    }),
    symbol('toAddress', {
      name: 'To an address of the site',
      size: { max: 256 },
      regexp: {
        pattern: REDIRECT_ADDRESS_PATTERN,
        message:
          'An address of this site with its language and a slash at the end, e.g. /en/results/packages/ (a ?query may follow).',
      },
      help: 'Or an address of this site, e.g. /en/results/packages/ (a ?query may follow). With /*/ in "from", /*/ here stands for the same language.',
    }),
    symbol('toUrl', {
      name: 'To another website',
      size: { max: 256 },
      regexp: {
        pattern: REDIRECT_URL_PATTERN,
        message: `Only https:// addresses on ${externalRedirectHosts.join(' or ')} are allowed.`,
      },
      widget: 'urlEditor',
      help: `Or a full address on a website we allow (${externalRedirectHosts.join(', ')}), starting with https://`,
    }),
    boolean('permanent', {
      required: true,
      trueLabel: 'Permanent (308)',
      falseLabel: 'Temporary (307)',
      help: 'Permanent: the address has moved for good and search engines take the new one. Temporary: for now, e.g. during a campaign.',
    }),
    date('startDate', {
      name: 'Start',
      withTime: true,
      help: 'Optional: when the redirect starts. Leave empty to start as soon as it is published.',
    }),
    date('endDate', {
      name: 'End',
      withTime: true,
      help: 'Optional: when it stops; the address shows its own page (or the not-found page) again. Leave empty to keep it.',
    }),
  ],
});

export const redirectContentTypes = [redirect];
