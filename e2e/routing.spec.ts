import { expect, test } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { locationOf, rawGet, SITE, translator } from './support';

test.describe('redirects', () => {
  test('a path without its trailing slash is redirected permanently, query kept', async ({ request }) => {
    const response = await request.get('/it/contattaci?from=mail&x=1', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(locationOf(response)).toBe(`${SITE}/it/contattaci/?from=mail&x=1`);
  });

  test('/ opens the language of the locale cookie first', async ({ request }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { cookie: 'locale=pt', 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(response.status()).toBe(307);
    expect(locationOf(response)).toBe(`${SITE}/pt/`);
    expect(response.headers().vary).toMatch(/Accept-Language/);
  });

  test('/ opens the best language of Accept-Language, quality values respected', async ({ request }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'accept-language': 'de;q=1, es;q=0.5, it;q=0.8' },
    });
    expect(response.status()).toBe(307);
    expect(locationOf(response)).toBe(`${SITE}/it/`);
  });

  test('/ falls back to English', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'fr-FR' } });
    expect(locationOf(response)).toBe(`${SITE}/en/`);
  });

  test('the spec’s unprefixed pt and es paths lead to the prefixed site', async ({ page }) => {
    await page.goto('/contacte-nos');
    expect(new URL(page.url()).pathname).toBe('/pt/contacte-nos/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translator('pt')('screens.contact.heading'));
    await page.goto('/resultados/paquetes/peru');
    expect(new URL(page.url()).pathname).toBe('/es/resultados/paquetes/peru/');
  });

  test('an English path asked in Italian is redirected permanently to the Italian one', async ({ request }) => {
    const response = await request.get('/it/my-booking/', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(locationOf(response)).toBe(`${SITE}/it/la-mia-prenotazione/`);
  });

  test('route rules redirect before rendering, to an external target', async ({ request }) => {
    const external = await request.get('/en/help-centre/', { maxRedirects: 0 });
    expect(external.status()).toBe(307);
    expect(locationOf(external)).toBe('https://help.example.com/en/');
  });

  test('the seed’s redirects (CMS entries): the campaign addresses go permanently to their language’s results, query kept', async ({
    request,
  }) => {
    const english = await request.get('/en/offers/', { maxRedirects: 0 });
    expect(english.status()).toBe(308);
    expect(locationOf(english)).toBe(`${SITE}/en/results/packages/`);
    const italian = await request.get('/it/offerte/?utm_source=brochure', { maxRedirects: 0 });
    expect(italian.status()).toBe(308);
    expect(locationOf(italian)).toBe(`${SITE}/it/risultati/pacchetti/?utm_source=brochure`);
    // Guard order: the trailing slash first, then the redirect; one hop each, the target is a page.
    const unslashed = await request.get('/en/offers', { maxRedirects: 0 });
    expect(unslashed.status()).toBe(308);
    expect(locationOf(unslashed)).toBe(`${SITE}/en/offers/`);
    expect((await request.get('/en/results/packages/', { maxRedirects: 0 })).status()).toBe(200);
  });

  test('a redirect to an entry leads to its address in each language, from its slugs', async ({ request }) => {
    const english = await request.get('/en/marathon/', { maxRedirects: 0 });
    expect(english.status()).toBe(307);
    expect(locationOf(english)).toBe(`${SITE}/en/events/rome-marathon-2026/`);
    const italian = await request.get('/it/marathon/', { maxRedirects: 0 });
    expect(italian.status()).toBe(307);
    expect(locationOf(italian)).toBe(`${SITE}/it/eventi/maratona-di-roma-2026/`);
    expect((await request.get(locationOf(italian)!, { maxRedirects: 0 })).status()).toBe(200);
  });

  test('the redirect table is the build metadata of SPEC section 7, and other builds have none', async ({
    request,
  }) => {
    const { id } = await (await request.get('/builds/latest.json')).json();
    const meta = await request.get(`/builds/meta/${id}.json`);
    expect(meta.status()).toBe(200);
    expect(meta.headers()['cache-control']).toBe('no-store');
    const { redirects } = await meta.json();
    expect(redirects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: '/en/offers/', location: '/en/results/packages/', status: 308 }),
      ]),
    );
    expect((await request.get('/builds/meta/another-build.json')).status()).toBe(404);
  });
});

test('the language switcher keeps the screen, remembers the choice for a year and / follows it', async ({
  page,
  context,
}) => {
  await page.goto('/en/results/packages/italy/');
  await page
    .getByRole('navigation', { name: translator('en')('nav.language') })
    .getByRole('link', { name: 'Italiano' })
    .click();
  await expect(page).toHaveURL(/\/it\/risultati\/pacchetti\/italia\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.locator('main').filter({ visible: true }).getByRole('heading', { level: 1 })).toHaveText(
    'Pacchetti vacanza: Italia',
  );

  const cookie = (await context.cookies()).find((candidate) => candidate.name === LOCALE_COOKIE.name);
  expect(cookie?.value).toBe('it');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/it/');
});

test('the switcher follows a content page to its slug in each language, from the CMS', async ({ page }) => {
  await page.goto('/en/help/booking-conditions/');
  const switcher = page.getByRole('navigation', { name: translator('en')('nav.language') });
  await expect(switcher.getByRole('link', { name: 'Español' })).toHaveAttribute(
    'href',
    '/es/ayuda/condiciones-de-reserva/',
  );
  await expect(switcher.getByRole('link', { name: 'Italiano' })).toHaveAttribute(
    'href',
    '/it/assistenza/condizioni-di-prenotazione/',
  );
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
});

test.describe('bad input never gives a 500 nor leaves the site', () => {
  const cases: [string, string, Record<string, string>?][] = [
    ['malformed Accept-Language', '/', { 'accept-language': ';;q=abc,,*;q=-1,xx-;q=0.5,=' }],
    ['unknown locale cookie', '/', { cookie: 'locale=../../etc' }],
    ['broken percent-encoding', '/%E0%A4%A/'],
    ['broken percent-encoding in a locale', '/en/events/%E0%A4%A/'],
    ['double slashes', '//evil.example/'],
    ['backslash host', '/\\evil.example/'],
    ['double slashes inside', '/en//contact-us/'],
    ['dot segments', '/en/../../etc/passwd/'],
    ['encoded dot segments', '/en/%2e%2e/%2e%2e/etc/'],
    ['a very long path', `/en/${'a'.repeat(8 * 1024)}/`],
    ['unknown query parameters', '/en/contact-us/?utm_source=x&<script>=1&showErrors=false'],
    ['a preview exit to a path that resolves to //host', '/api/draft/disable/?path=/.//evil.example'],
    ['a preview exit to an encoded dot segment before //host', '/api/draft/disable/?path=%2F%252e%2F%2Fevil.example'],
  ];
  for (const [name, path, headers] of cases) {
    test(name, async () => {
      const response = await rawGet(path, headers);
      expect(response.status, `${path} -> ${response.status}`).toBeLessThan(500);
      const location = response.headers.location;
      if (typeof location === 'string') expect(new URL(location, SITE).host).toBe(new URL(SITE).host);
      if (response.status >= 400) expect(response.body).toContain('</html>');
    });
  }
});
