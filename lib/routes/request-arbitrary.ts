import fc from 'fast-check';
import { locales } from '@/lib/i18n/locales';
import type { RedirectSource } from './redirects';
import { routeTable } from './table';

/**
 * Random page requests for the guard's and the proxy's fuzz tests: paths made
 * of the site's own segments, random text and the tricks that turn a redirect
 * into an open one (`//host`, `/\host`, encoded slashes and dots, control
 * characters), with queries and language headers of every shape.
 */

const tableSegments = [
  ...new Set(
    Object.values(routeTable).flatMap((paths) =>
      Object.values(paths as Record<string, string>).flatMap((template) =>
        template.split('/').map((segment) => (segment.startsWith('{') ? 'italy' : segment)),
      ),
    ),
  ),
].filter(Boolean);

const tricks = [
  '',
  '/',
  '//',
  '\\',
  '/\\',
  '\\\\',
  'evil.example',
  '//evil.example',
  '/\\evil.example',
  '%2F',
  '%2f%2fevil.example',
  '%5C',
  '%5c%5cevil.example',
  '..',
  '%2e%2e',
  '.',
  '%',
  '%zz',
  '%00',
  '%0d%0aLocation:%20https://evil.example',
  '@evil.example',
  'https:',
  'https://evil.example',
  'javascript:alert(1)',
  '\t',
  '\u0000',
  'ü',
  '😀',
  'a'.repeat(300),
  'x.js',
  'favicon.ico',
  '404',
  '503',
  'destination',
  'q',
  // Addresses of the fuzz's redirect table (below).
  'offers',
  'help-centre',
  'carnival',
];

/**
 * The redirect table the fuzz tests use: every kind of target (an external URL, an address, an address in every
 * language, an entry's addresses), on segments the random paths use.
 */
export const fuzzRedirectSources: readonly RedirectSource[] = [
  {
    origin: 'rule',
    id: 'help',
    from: '/en/help-centre/',
    to: { kind: 'url', url: 'https://help.example.com/en/' },
    permanent: false,
  },
  {
    origin: 'redirect',
    id: 'offers',
    from: '/*/offers/',
    to: { kind: 'address', address: '/*/ai-tours/' },
    permanent: true,
  },
  {
    origin: 'redirect',
    id: 'carnival',
    from: '/it/carnival/',
    to: { kind: 'entry', entryId: 'landing-x', addresses: { it: '/it/eventi/carnevale-2027/' } },
    permanent: false,
  },
];

const segment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...tableSegments, ...locales) },
  { weight: 3, arbitrary: fc.constantFrom(...tricks) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12, unit: 'grapheme' }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12, unit: 'binary' }) },
);

/** The site's own addresses: every screen in every language, with sample parameters. */
const sitePaths = locales.flatMap((locale) =>
  Object.values(routeTable).map((paths) =>
    `/${locale}/${(paths as Record<string, string>)[locale]!.replace(/\{[^}]+\}/g, 'italy')}/`.replace(/\/{2,}/g, '/'),
  ),
);

/** A raw request path (what a client puts after the host), always starting with `/`. */
export const rawPath = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...sitePaths) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.array(segment, { maxLength: 7 }),
        fc.constantFrom('', '/', '//', '\\'),
        fc.constantFrom('', '', '', `/${'y'.repeat(2100)}`),
      )
      .map(([segments, end, long]) => `/${segments.join('/')}${end}${long}`),
  },
);

const queryValue = fc.oneof(
  fc.constantFrom(
    '//evil.example',
    'https://evil.example/',
    '/\\evil.example',
    '%2F%2Fevil.example',
    '',
    '=',
    '&',
    '#x',
    'ü',
  ),
  fc.string({ maxLength: 10 }),
);

/** A raw query string: empty, or `?` and pairs. */
export const rawQuery = fc.oneof(
  fc.constant(''),
  fc
    .array(
      fc.tuple(
        fc.constantFrom('redirect', 'next', 'path', 'showErrors', 'month', 'date', 'q', 'utm_source', 'x'),
        queryValue,
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
  fc.string({ maxLength: 20 }).map((text) => `?${text}`),
);

/** Accept-Language and the locale cookie, well-formed or not. */
export const acceptLanguage = fc.option(
  fc.oneof(
    fc.constantFrom(
      'it',
      'pt-PT,pt;q=0.9',
      'es-ES;q=0.8, en;q=0.5',
      'fr',
      '*',
      ';;;',
      'q=1',
      'en-GB,en;q=0.9,it;q=0.8',
    ),
    fc.string({ maxLength: 30 }),
  ),
  { nil: undefined },
);
export const cookieLocale = fc.option(
  fc.oneof(fc.constantFrom(...locales, 'xx', '', '../', 'EN'), fc.string({ maxLength: 8 })),
  { nil: undefined },
);
