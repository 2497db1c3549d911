import { describe, expect, it } from 'vitest';
import { guardRequest, MAX_PATH_LENGTH, type GuardRequest } from './guard';
import { siteSettings } from '@/seed/data/site-settings';
import { buildRedirectTable, redirectLookup, type RedirectSource } from './redirects';
import { routeRuleSources } from './route-rules';

// The seed's route rules: content (the site settings entry), read into the same table as redirects.
const shipped = redirectLookup(
  buildRedirectTable(routeRuleSources(siteSettings.id, siteSettings.routeRules)).redirects,
);
const guard = (pathname: string, overrides: Partial<GuardRequest> = {}) =>
  guardRequest({ pathname, search: '', maintenance: false, redirects: shipped, ...overrides });

const rewrite = (pathname: string, status: 200 | 404 | 503, locale: string) => ({
  action: 'rewrite',
  pathname,
  status,
  locale,
});
/** A 404 in the language of the visitor's settings (an address without one): no cache may share it. */
const notFoundByLanguage = (locale: string) => ({ ...rewrite(`/${locale}/404/`, 404, locale), variesByLanguage: true });
const redirect = (location: string, status: 307 | 308, variesByLanguage = false, until: number | null = null) => ({
  action: 'redirect',
  location,
  status,
  variesByLanguage,
  until,
});

describe('the root path', () => {
  it('sends / to the locale of the cookie, then of Accept-Language, then English, temporarily', () => {
    expect(guard('/', { cookieLocale: 'it', acceptLanguage: 'es' })).toEqual(redirect('/it/', 307, true));
    expect(guard('/', { acceptLanguage: 'fr;q=0.9, pt;q=0.8' })).toEqual(redirect('/pt/', 307, true));
    expect(guard('/', { cookieLocale: 'xx', acceptLanguage: '!!!' })).toEqual(redirect('/en/', 307, true));
    expect(guard('/', { search: '?utm_source=mail' })).toEqual(redirect('/en/?utm_source=mail', 307, true));
  });
});

describe('localized paths', () => {
  it('rewrites each language slug to the canonical folder', () => {
    expect(guard('/it/contattaci/')).toEqual({
      ...rewrite('/it/contact-us/', 200, 'it'),
      screen: 'contact',
      params: {},
    });
    expect(guard('/es/mi-reserva/')).toMatchObject(rewrite('/es/my-booking/', 200, 'es'));
    expect(guard('/pt/resultados/pacotes/brasil/')).toMatchObject(rewrite('/pt/results/country/brasil/q/', 200, 'pt'));
    expect(guard('/en/')).toMatchObject(rewrite('/en/', 200, 'en'));
    expect(guard('/en/about-us/team/')).toEqual({
      ...rewrite('/en/about-us/team/', 200, 'en'),
      screen: 'contentSubpage',
      params: { page: 'about-us', subpage: 'team' },
    });
    expect(guard('/it/destinazione/europa/italia/roma/x1/')).toMatchObject(
      rewrite('/it/destination/city/europa/italia/roma/x1/', 200, 'it'),
    );
  });

  it('puts the results’ query in their folder path (one cached page per state), leaving other parameters out', () => {
    const decision = guard('/it/risultati/pacchetti/', { search: '?utm_source=mail&categories=mare&min=500' });
    expect(decision).toMatchObject({ action: 'rewrite', status: 200, screen: 'packageResults', params: {} });
    const folder = decision.action === 'rewrite' ? decision.pathname : '';
    expect(folder).toMatch(/^\/it\/results\/all\/q[A-Za-z0-9_-]+\/$/);
    expect(Buffer.from(folder.split('/')[4]!.slice(1), 'base64url').toString()).toBe('min=500&categories=mare');
    expect(guard('/it/risultati/pacchetti/', { search: '?utm_source=mail' })).toMatchObject(
      rewrite('/it/results/all/q/', 200, 'it'),
    );
    expect(guard('/es/resultados/paquetes/italia/', { search: '?month=3' })).toMatchObject({
      pathname: `/es/results/country/italia/q${Buffer.from('month=3').toString('base64url')}/`,
    });
  });

  it('redirects a path in another language’s slugs permanently to this language’s', () => {
    expect(guard('/it/contact-us/')).toEqual(redirect('/it/contattaci/', 308));
    expect(guard('/it/my-booking/', { search: '?ref=mail' })).toEqual(
      redirect('/it/la-mia-prenotazione/?ref=mail', 308),
    );
    expect(guard('/es/specialjourney/abc/')).toEqual(redirect('/es/viajeespecial/abc/', 308));
    expect(guard('/en/risultati/pacchetti/italia/')).toEqual(redirect('/en/results/packages/italia/', 308));
  });

  it('adds the trailing slash permanently, keeping the query, but not to files', () => {
    expect(guard('/en/contact-us', { search: '?a=1&b=2' })).toEqual(redirect('/en/contact-us/?a=1&b=2', 308));
    expect(guard('/en')).toEqual(redirect('/en/', 308));
    expect(guard('/en/unknown/deeper/path')).toEqual(redirect('/en/unknown/deeper/path/', 308));
    expect(guard('/en/report.pdf')).toEqual(rewrite('/en/404/', 404, 'en'));
  });
});

describe('validation and 404', () => {
  it('shows the 404 page for invalid parameters before any other redirect (guard step 1)', () => {
    expect(guard('/en/destinations/Europe/x1/')).toEqual(rewrite('/en/404/', 404, 'en'));
    expect(guard('/en/destinations/europe/x1')).toEqual(redirect('/en/destinations/europe/x1/', 308));
    expect(guard('/en/destinations/Europe/x1')).toEqual(rewrite('/en/404/', 404, 'en'));
    expect(guard('/it/eventi/Not_A_Slug/')).toEqual(rewrite('/it/404/', 404, 'it'));
    expect(guard('/pt/viagemespecial/-bad/')).toEqual(rewrite('/pt/404/', 404, 'pt'));
  });

  it('shows the 404 page for unmatched paths and for reserved generic slugs', () => {
    expect(guard('/en/a/b/c/')).toEqual(rewrite('/en/404/', 404, 'en'));
    expect(guard('/en/events/')).toEqual(rewrite('/en/404/', 404, 'en'));
    expect(guard('/en/destinations/europe/')).toEqual(rewrite('/en/404/', 404, 'en'));
    expect(guard('/en/503/')).toEqual(rewrite('/en/404/', 404, 'en'));
    expect(guard('/en/destination/continent/europe/x/')).toEqual(rewrite('/en/404/', 404, 'en'));
  });

  it('serves /{locale}/404/ itself with status 404', () => {
    expect(guard('/it/404/')).toEqual(rewrite('/it/404/', 404, 'it'));
  });

  it('shows an unprefixed unknown path in the detected language', () => {
    expect(guard('/nothing-here/', { acceptLanguage: 'es' })).toEqual(notFoundByLanguage('es'));
    expect(guard('/fr/')).toEqual(notFoundByLanguage('en'));
  });
});

describe('unprefixed pt and es paths', () => {
  it('redirects paths only one language has permanently to its prefixed form', () => {
    expect(guard('/contacte-nos')).toEqual(redirect('/pt/contacte-nos/', 308));
    expect(guard('/contactanos')).toEqual(redirect('/es/contactanos/', 308));
    expect(guard('/a-minha-reserva')).toEqual(redirect('/pt/a-minha-reserva/', 308));
    expect(guard('/mi-reserva/', { search: '?x=1' })).toEqual(redirect('/es/mi-reserva/?x=1', 308));
    expect(guard('/resultados/paquetes/peru')).toEqual(redirect('/es/resultados/paquetes/peru/', 308));
    expect(guard('/viagemespecial/abc')).toEqual(redirect('/pt/viagemespecial/abc/', 308));
  });

  it('picks the visitor’s language for paths several languages share, temporarily', () => {
    expect(guard('/destinos', { acceptLanguage: 'es' })).toEqual(redirect('/es/destinos/', 307, true));
    expect(guard('/destinos', { acceptLanguage: 'pt' })).toEqual(redirect('/pt/destinos/', 307, true));
    expect(guard('/destinos')).toEqual(redirect('/pt/destinos/', 307, true));
    expect(guard('/ai-tours', { cookieLocale: 'it' })).toEqual(redirect('/it/ai-tours/', 307, true));
    expect(guard('/events/final', { acceptLanguage: 'es' })).toEqual(redirect('/es/events/final/', 307, true));
  });
});

describe('server route rules and redirects (guard step 3)', () => {
  const sources: RedirectSource[] = [
    {
      origin: 'rule',
      id: 'help',
      from: '/en/help/',
      to: { kind: 'url', url: 'https://help.example.com/en/' },
      permanent: false,
    },
    {
      origin: 'redirect',
      id: 'offers-it',
      from: '/it/offerte/',
      to: { kind: 'address', address: '/it/risultati/pacchetti/' },
      permanent: true,
    },
    {
      origin: 'redirect',
      id: 'beach',
      from: '/en/beach/',
      to: { kind: 'address', address: '/en/results/packages/?categories=beach' },
      permanent: false,
    },
    {
      origin: 'redirect',
      id: 'old-results',
      from: '/en/results/packages/italy/',
      to: { kind: 'address', address: '/en/ai-tours/' },
      permanent: true,
    },
  ];
  const redirects = redirectLookup(buildRedirectTable(sources).redirects);

  it('redirects to external and internal targets, permanent or temporary', () => {
    expect(guard('/en/help/', { redirects })).toEqual(redirect('https://help.example.com/en/', 307));
    expect(guard('/it/offerte/', { redirects, search: '?c=1' })).toEqual(redirect('/it/risultati/pacchetti/?c=1', 308));
  });

  it('keeps the visitor’s query for targets on the site without one of their own, never for other websites', () => {
    expect(guard('/en/help/', { redirects, search: '?x=1' })).toEqual(redirect('https://help.example.com/en/', 307));
    expect(guard('/en/beach/', { redirects, search: '?x=1' })).toEqual(
      redirect('/en/results/packages/?categories=beach', 307),
    );
  });

  it('applies after validation (step 1) and the trailing-slash redirect (step 2), before the page itself', () => {
    expect(guard('/en/help', { redirects })).toEqual(redirect('/en/help/', 308));
    expect(guard('/it/offerte', { redirects, search: '?c=1' })).toEqual(redirect('/it/offerte/?c=1', 308));
    // A page's own address is redirected before it renders.
    expect(guard('/en/results/packages/italy/', { redirects })).toEqual(redirect('/en/ai-tours/', 308));
    // An address that fails validation is the 404 page whatever the table says (the table refuses such an address).
    const everything = () => ({ location: '/en/', status: 308 as const, keepQuery: false, until: null });
    expect(guard('/en/destinations/Europe/x1/', { redirects: everything })).toEqual(rewrite('/en/404/', 404, 'en'));
    expect(guard('/en/destinations/europe/x1', { redirects: everything })).toEqual(
      redirect('/en/destinations/europe/x1/', 308),
    );
  });

  it('asks the table only for the address that reached step 3, once', () => {
    const asked: string[] = [];
    const spy = (pathname: string) => (asked.push(pathname), undefined);
    guard('/en/contact-us', { redirects: spy });
    guard('/en/destinations/Europe/x1/', { redirects: spy });
    guard('/', { redirects: spy });
    guard('/contacte-nos', { redirects: spy });
    expect(asked).toEqual([]);
    guard('/en/contact-us/', { redirects: spy });
    expect(asked).toEqual(['/en/contact-us/']);
  });

  it('reads the seed’s route rules (site settings): the help centre, an external target', () => {
    expect(guard('/en/help-centre/')).toEqual(redirect('https://help.example.com/en/', 307));
  });
});

describe('maintenance', () => {
  it('serves the 503 page for every page while maintenance is on', () => {
    expect(guard('/it/contattaci/', { maintenance: true })).toEqual(rewrite('/it/503/', 503, 'it'));
    expect(guard('/', { maintenance: true, acceptLanguage: 'pt' })).toEqual(rewrite('/pt/503/', 503, 'pt'));
    expect(guard('/en/a/b/c/', { maintenance: true })).toEqual(rewrite('/en/503/', 503, 'en'));
  });
});

describe('bad input', () => {
  it('never redirects to another host', () => {
    for (const path of [
      '//evil.example/',
      '///evil.example',
      '/\\evil.example/',
      '/en//contact-us/',
      '/\\/evil.example',
    ]) {
      const decision = guard(path);
      if (decision.action === 'redirect') {
        expect(decision.location, path).toMatch(/^\/(?![/\\])/);
        expect(new URL(decision.location, 'https://site.example').host).toBe('site.example');
      }
    }
    expect(guard('//evil.example/')).toEqual(redirect('/evil.example/', 308));
    expect(guard('/en//contact-us/')).toEqual(redirect('/en/contact-us/', 308));
  });

  it('answers malformed percent-encoding, dot segments and very long paths with the 404 page', () => {
    expect(guard('/%E0%A4%A/')).toEqual(notFoundByLanguage('en'));
    expect(guard('/it/%E0%A4%A/')).toEqual(rewrite('/it/404/', 404, 'it'));
    expect(guard('/en/../it/')).toEqual(rewrite('/en/404/', 404, 'en'));
    expect(guard(`/en/${'a'.repeat(MAX_PATH_LENGTH)}/`)).toEqual(notFoundByLanguage('en'));
  });

  it('treats encoded characters in parameters as data that fails validation', () => {
    expect(guard('/en/events/%3Cscript%3E/')).toEqual(rewrite('/en/404/', 404, 'en'));
    expect(guard('/en/events/a%2Fb/')).toEqual(rewrite('/en/404/', 404, 'en'));
  });
});
