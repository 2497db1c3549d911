import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readSeedExport } from '@/seed/load';
import { formatPrice, marketOf } from '@/lib/content/markets';
import { locales, type Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { ofType, problemsOf, structuredDataOf } from './structured-data';
import { FROM_CACHE, hydrated, translator } from './support';

/**
 * A page for every package. Read from the seed export as the site reads the CMS: a package's slug in
 * each language and the markets it is sold in (its market information entries).
 */
const space = readSeedExport();
const entry = (id: string) => space.entries.find((item) => item.sys.id === id)!;
const field = <Value>(id: string, name: string, code = 'en-UK') =>
  (entry(id).fields[name] as Record<string, Value> | undefined)?.[code];
const codeOf: Record<Locale, string> = { en: 'en-UK', it: 'it-IT', pt: 'pt-PT', es: 'es-ES' };
const slugOf = (id: string, locale: Locale) => field<string>(id, 'slug', codeOf[locale])!;
const marketsOf = (id: string) =>
  (field<{ sys: { id: string } }[]>(id, 'marketInformation') ?? []).map((link) =>
    field<{ sys: { id: string } }>(link.sys.id, 'market')!.sys.id.replace('market-', '').toUpperCase(),
  );
const priceIn = (id: string, iso: string) => {
  const info = (field<{ sys: { id: string } }[]>(id, 'marketInformation') ?? []).find(
    (link) => field<{ sys: { id: string } }>(link.sys.id, 'market')!.sys.id === `market-${iso.toLowerCase()}`,
  )!;
  return {
    price: field<number>(info.sys.id, 'price')!,
    discount: field<number>(info.sys.id, 'priceWithDiscount') ?? null,
  };
};

const AMALFI = 'package-amalfi-coast-classic';
/** Sold in Portugal and Spain only: the English and Italian pages are the 404 page. */
const TUSCANY = 'package-tuscany-by-train';

test('the seed sells Amalfi everywhere and Tuscany by train in Portugal and Spain only', () => {
  expect(marketsOf(AMALFI).sort()).toEqual(['ES', 'IT', 'PT', 'UK']);
  expect(marketsOf(TUSCANY).sort()).toEqual(['ES', 'PT']);
});

for (const locale of locales) {
  const t = translator(locale);
  const path = hrefFor(locale, 'packageDetail', { package: slugOf(AMALFI, locale) });

  test(`a card's name and photo open the package's page, whose price is the market's (${locale})`, async ({ page }) => {
    await page.goto(hrefFor(locale, 'packageResults', {}));
    const name = field<string>(AMALFI, 'name', codeOf[locale])!;
    const link = page.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', path);
    await link.click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const { price, discount } = priceIn(AMALFI, marketOf(locale).iso);
    await expect(page.getByTestId('package-price')).toHaveText(
      t('product.from', { price: formatPrice(discount ?? price, locale) }),
    );
    await expect(page.getByRole('heading', { name: t('modules.journeyDay.heading') })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('packagePage.included') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t('packagePage.goodToKnow') })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('packagePage.similar') })).toBeVisible();
    // The trail runs along the destination hierarchy, through the country.
    await expect(page.getByRole('navigation', { name: t('packagePage.breadcrumb') }).getByRole('link')).not.toHaveCount(
      1,
    );
  });

  test(`the language switcher keeps the package, and hreflang names every language it is sold in (${locale})`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const switcher = page.getByRole('navigation', { name: t('nav.language') });
    for (const other of locales.filter((code) => code !== locale)) {
      await expect(
        switcher.locator(`a[href="${hrefFor(other, 'packageDetail', { package: slugOf(AMALFI, other) })}"]`),
      ).toHaveCount(1);
    }
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        Object.fromEntries(
          links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]),
        ),
      );
    for (const other of locales)
      expect(alternates[other]).toBe(hrefFor(other, 'packageDetail', { package: slugOf(AMALFI, other) }));
  });
}

test('"Book now" hands the booking engine the month and party of the packages search, and a month changed on the results', async ({
  page,
}) => {
  const t = translator('it');
  await page.goto(hrefFor('it', 'home', {}));
  const tab = page
    .getByRole('region', { name: t('modules.searchboxItem.heading') })
    .getByRole('link', { name: 'Pacchetti', exact: true });
  await hydrated(tab);
  await tab.click();
  const form = page.getByRole('form', { name: t('modules.searchboxItem.heading') });
  await form.getByLabel(t('search.departureMonth')).selectOption('9');
  await form.getByText(t('search.travellers')).first().click();
  await form.getByRole('button', { name: t('forms.increase', { field: t('search.children') }) }).click();
  await form.getByLabel(t('search.childAge', { n: 1 })).selectOption('8');
  await form.getByRole('button', { name: t('search.submit') }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === hrefFor('it', 'packageResults', {}) && url.searchParams.get('month') === '9',
  );

  const path = hrefFor('it', 'packageDetail', { package: slugOf(AMALFI, 'it') });
  const book = page.getByRole('link', { name: new RegExp(`^${t('packagePage.book')}`) });
  const asked = async () => Object.fromEntries(new URL((await book.getAttribute('href'))!).searchParams);
  // Once the results have hydrated: they record their month as they do.
  const openAmalfi = async () => {
    const card = page.getByRole('link', { name: field<string>(AMALFI, 'name', 'it-IT')!, exact: true });
    await hydrated(card);
    await card.click();
  };
  await openAmalfi();
  await expect(page).toHaveURL(path);
  await expect(book).toHaveAttribute('href', /month=9/);
  expect(await asked()).toEqual({ month: '9', adults: '2', children: '1', ages: '8', rooms: '1' });

  // Another month on the results: the party stays, the month is the new one; without a month none is sent.
  await page.goto(`${hrefFor('it', 'packageResults', {})}?month=5`);
  await openAmalfi();
  await expect(book).toHaveAttribute('href', /month=5/);
  expect(await asked()).toEqual({ month: '5', adults: '2', children: '1', ages: '8', rooms: '1' });
  await page.goto(hrefFor('it', 'packageResults', {}));
  await openAmalfi();
  await expect(page).toHaveURL(path);
  await expect(book).not.toHaveAttribute('href', /month=/);
  await expect(book).toHaveAttribute('href', /adults=2/);
});

test('an unknown package and one its market does not sell are the 404 page with status 404', async ({ request }) => {
  for (const path of [
    hrefFor('en', 'packageDetail', { package: 'no-such-package' }),
    hrefFor('en', 'packageDetail', { package: slugOf(TUSCANY, 'en') }),
    hrefFor('it', 'packageDetail', { package: slugOf(TUSCANY, 'it') }),
    // Another language's slug is not this language's page.
    hrefFor('it', 'packageDetail', { package: slugOf(AMALFI, 'en') }),
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
  const sold = await request.get(hrefFor('pt', 'packageDetail', { package: slugOf(TUSCANY, 'pt') }));
  expect(sold.status()).toBe(200);
});

test('the package page is served from the page store, like every published page', async ({ request }) => {
  const path = hrefFor('es', 'packageDetail', { package: slugOf(AMALFI, 'es') });
  await request.get(path);
  const again = await request.get(path);
  expect(again.status()).toBe(200);
  expect(again.headers()['x-page-store'] ?? again.headers()['x-nextjs-cache']).toMatch(FROM_CACHE);
});

test('its structured data is a Product and a TouristTrip at the page, priced in the market, with its trail, all valid for Google', async ({
  request,
}) => {
  for (const locale of ['en', 'it'] as const) {
    const path = hrefFor(locale, 'packageDetail', { package: slugOf(AMALFI, locale) });
    const { status, blocks } = await structuredDataOf(request, path);
    expect(status).toBe(200);
    expect(problemsOf(blocks), path).toEqual([]);
    const [product] = ofType(blocks, 'Product');
    const [trip] = ofType(blocks, 'TouristTrip');
    const offers = product!.offers as { priceCurrency: string; url: string; availability: string };
    expect([offers.priceCurrency, new URL(offers.url).pathname, offers.availability]).toEqual([
      marketOf(locale).currency,
      path,
      'https://schema.org/InStock',
    ]);
    expect((trip!.itinerary as { itemListElement: unknown[] }).itemListElement.length).toBeGreaterThan(2);
    const [trail] = ofType(blocks, 'BreadcrumbList');
    const crumbs = (trail!.itemListElement as { item: string }[]).map((crumb) => new URL(crumb.item).pathname);
    expect(crumbs.at(-1)).toBe(path);
    expect(crumbs.length).toBeGreaterThanOrEqual(4);
  }
});

test('the results list points search engines at the package pages', async ({ request }) => {
  const { blocks } = await structuredDataOf(request, hrefFor('en', 'packageResults', {}));
  const [list] = ofType(blocks, 'ItemList');
  const urls = (list!.itemListElement as { item: { url?: string; offers: { url: string } } }[]).map(
    ({ item }) => new URL(item.offers.url).pathname,
  );
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) expect(url).toMatch(/^\/en\/packages\/[a-z0-9-]+\/$/);
});

test('the package pages are in the language sitemaps and carry a share card with the package photo', async ({
  request,
}) => {
  const path = hrefFor('it', 'packageDetail', { package: slugOf(AMALFI, 'it') });
  const html = await (await request.get(path)).text();
  expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
  expect(html).toContain(`<meta property="og:title" content="${field<string>(AMALFI, 'name', 'it-IT')}`);
  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const bodies = await Promise.all(files.map(async (file) => (await request.get(file)).text()));
  expect(bodies.some((body) => body.includes(`${path}</loc>`))).toBe(true);
  expect(bodies.some((body) => body.includes(hrefFor('en', 'packageDetail', { package: slugOf(TUSCANY, 'en') })))).toBe(
    false,
  );
});

test('axe finds nothing on a package page', async ({ page }) => {
  await page.goto(hrefFor('en', 'packageDetail', { package: slugOf(AMALFI, 'en') }));
  const violations = (await new AxeBuilder({ page }).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the package page is all there: price, itinerary and the way to the booking engine', async ({ page }) => {
    const t = translator('en');
    await page.goto(hrefFor('en', 'packageDetail', { package: slugOf(AMALFI, 'en') }));
    await expect(page.getByTestId('package-price')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^${t('packagePage.book')}`) })).toHaveAttribute(
      'href',
      /^https:\/\/booking\.example\.com\/uk\//,
    );
  });
});
