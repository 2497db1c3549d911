import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { contactDetails } from '@/seed/data/contact';
import { cities, continents, countries } from '@/seed/data/destinations';
import { landings } from '@/seed/data/events';
import { journeys } from '@/seed/data/journeys';
import { pageTree, pageUrl } from '@/seed/data/page-slugs';
import { pages } from '@/seed/data/pages';
import { slugsOf } from '@/seed/data/text';
import { formatPrice, marketOf } from '@/lib/content/markets';
import type { Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { ofType, problemsOf, structuredDataOf, type JsonLdNode } from './structured-data';
import { translator } from './support';

/**
 * Structured data: every template's JSON-LD, read from the built
 * page as a search engine reads it, has what Google requires of its type
 * (e2e/structured-data.ts), says what the page shows (names, trail, packages
 * and their prices in the visitor's market: en GBP, it/es EUR), and leaves
 * the CSP's script hashes alone.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const europe = slugsOf(continents.find((continent) => continent.key === 'europe')!.name);
const italy = slugsOf(countries.find((country) => country.key === 'italy')!.name);
const rome = slugsOf(cities.find((city) => city.key === 'rome')!.name);

/** The page's own structured data: 200, every block valid for Google, none hashed into the CSP as if it were a script. */
async function validBlocks(
  request: APIRequestContext,
  path: string,
): Promise<{ blocks: JsonLdNode[]; canonical: URL }> {
  const { status, html, blocks, csp } = await structuredDataOf(request, path);
  expect(status, path).toBe(200);
  expect(blocks.length, `${path} has structured data`).toBeGreaterThan(0);
  expect(problemsOf(blocks), path).toEqual([]);
  for (const [, text = ''] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
    expect(csp).not.toContain(sha(text));
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(canonical, `${path} has a canonical address`).toBeTruthy();
  return { blocks, canonical: new URL(canonical!) };
}

/** A breadcrumb's names, and that every step is an address of this site (the canonical's origin) that answers 200, the last one the page itself. */
async function trailOf(request: APIRequestContext, blocks: JsonLdNode[], canonical: URL): Promise<string[]> {
  const [trail, ...others] = ofType(blocks, 'BreadcrumbList');
  expect(others, 'one breadcrumb').toHaveLength(0);
  const items = trail!.itemListElement as { name: string; item: string }[];
  for (const item of items) {
    const url = new URL(item.item);
    expect(url.origin).toBe(canonical.origin);
    expect((await request.get(url.pathname)).status(), item.item).toBe(200);
  }
  expect(items.at(-1)!.item).toBe(canonical.href);
  return items.map((item) => item.name);
}

type ListedProduct = { name: string; offers: { price: number; priceCurrency: string; url: string } };

/** The products of the page's one ItemList. */
function productsOf(blocks: JsonLdNode[]): ListedProduct[] {
  const lists = ofType(blocks, 'ItemList');
  expect(lists).toHaveLength(1);
  return (lists[0]!.itemListElement as { item: ListedProduct }[]).map((entry) => entry.item);
}

/** The packages the visitor sees, in order, are the listed products, each at the price its card shows, in the market's currency. */
async function expectShownPackages(cards: Locator, products: ListedProduct[], locale: Locale) {
  const currency = marketOf(locale).currency;
  // Every card the page shows, once it has shown them all (a page rendered on this request streams them in).
  await expect(cards).toHaveCount(products.length);
  expect(products.map((product) => product.name)).toEqual(await cards.locator('h3').allTextContents());
  const texts = await cards.allTextContents();
  products.forEach((product, index) => {
    expect(product.offers.priceCurrency).toBe(currency);
    expect(texts[index]).toContain(formatPrice(product.offers.price, locale, currency));
  });
}

const t = { en: translator('en'), it: translator('it'), es: translator('es') };

for (const locale of ['en', 'it'] as const) {
  test(`home (${locale}): the agency with the contact page's details, and a site search the results page understands`, async ({
    page,
    request,
  }) => {
    const { blocks, canonical } = await validBlocks(request, hrefFor(locale, 'home', {}));
    expect(blocks.map((block) => block['@type']).sort()).toEqual(['TravelAgency', 'WebSite']);
    const [agency] = ofType(blocks, 'TravelAgency') as [
      JsonLdNode & {
        name: string;
        url: string;
        logo: string;
        telephone: string;
        email: string;
        address: Record<string, string>;
      },
    ];
    expect(agency.name).toBe(t[locale]('site.name'));
    expect(agency.url).toBe(canonical.href);
    expect((await request.get(new URL(agency.logo).pathname)).status()).toBe(200);
    // The same telephone, e-mail and town as the contact page shows.
    await page.goto(hrefFor(locale, 'contact', {}));
    await expect(page.getByText(agency.telephone).first()).toBeVisible();
    await expect(page.getByText(agency.email).first()).toBeVisible();
    await expect(page.getByText(agency.address.addressLocality!, { exact: false }).first()).toBeVisible();
    expect(agency.telephone).toBe(contactDetails.phone[locale]);

    const [site] = ofType(blocks, 'WebSite') as [{ potentialAction: { target: { urlTemplate: string } } }];
    const template = new URL(site.potentialAction.target.urlTemplate.replace('{search_term_string}', europe[locale]));
    expect(template.pathname).toBe(hrefFor(locale, 'packageResults', {}));
    await page.goto(`${template.pathname}${template.search}`);
    await expect(
      page.getByText(
        t[locale]('results.destination', {
          name: continents.find((continent) => continent.key === 'europe')!.name[locale],
        }),
      ),
    ).toBeVisible();
  });
}

for (const locale of ['en', 'es'] as const) {
  test(`a content subpage (${locale}): the trail home, parent, page`, async ({ page, request }) => {
    const path = pageUrl('page-booking-conditions')[locale];
    const { blocks, canonical } = await validBlocks(request, path);
    expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList']);
    const names = await trailOf(request, blocks, canonical);
    const parent = pages.find((entry) => entry.id === pageTree['page-booking-conditions'].parent)!;
    await page.goto(path);
    expect(names).toEqual([
      t[locale]('site.name'),
      parent.name[locale],
      await page.getByRole('heading', { level: 1 }).textContent(),
    ]);
  });
}

test('events: a dated landing is an Event at its place, with the lowest package price of the market; in GBP and in EUR', async ({
  page,
  request,
}) => {
  for (const [id, locale] of [
    ['landing-rio-carnival-2027', 'en'],
    ['landing-rome-marathon-2026', 'it'],
    ['landing-rio-carnival-2027', 'es'],
  ] as const) {
    const landing = landings.find((entry) => entry.id === id)!;
    const path = hrefFor(locale, 'eventDetail', { slug: slugsOf(landing.name)[locale] });
    const { blocks, canonical } = await validBlocks(request, path);
    expect(blocks.map((block) => block['@type']).sort(), path).toEqual(['BreadcrumbList', 'Event']);
    expect(await trailOf(request, blocks, canonical)).toEqual([t[locale]('site.name'), landing.name[locale]]);
    const [event] = ofType(blocks, 'Event') as [
      {
        name: string;
        startDate: string;
        endDate?: string;
        location: { name: string; address: { addressLocality: string } };
        offers: { price: number; priceCurrency: string; url: string };
        organizer: { name: string };
      },
    ];
    expect(event.name).toBe(landing.name[locale]);
    expect(event.startDate).toBe(landing.event!.startDate);
    expect(event.endDate).toBe('endDate' in landing.event! ? landing.event.endDate : undefined);
    expect(event.location.name).toBe(landing.event!.venueName[locale]);
    expect(event.location.address.addressLocality).toBe(landing.event!.venueCity[locale]);
    expect(event.organizer.name).toBe(t[locale]('site.name'));
    expect(event.offers.url).toBe(canonical.href);
    expect(event.offers.priceCurrency).toBe(marketOf(locale).currency);
    // The offer is the lowest "From ..." price the landing's package cards show.
    await page.goto(path);
    const [before = '', after = ''] = t[locale]('product.from', { price: '\u0000' }).split('\u0000');
    const shownPrices = await page
      .getByRole('article')
      .locator('p')
      .filter({ hasText: new RegExp(`^\\s*${escape(before)}.*\\d.*${escape(after)}\\s*$`) })
      .allTextContents();
    const shown = shownPrices.map((text) => Number(text.replace(/[^\d]/g, '')));
    expect(shown.length, `${path} shows package prices`).toBeGreaterThan(0);
    expect(event.offers.price, path).toBe(Math.min(...shown));
  }
});

test('a special journey: the trail home, journey', async ({ page, request }) => {
  const journey = journeys[0]!;
  for (const locale of ['en', 'it'] as const) {
    const path = hrefFor(locale, 'specialJourney', { id: journey.id });
    const { blocks, canonical } = await validBlocks(request, path);
    expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList']);
    await page.goto(path);
    expect(await trailOf(request, blocks, canonical)).toEqual([
      t[locale]('site.name'),
      await page.getByRole('heading', { level: 1 }).textContent(),
    ]);
  }
});

test('the destinations index: the trail home, destinations', async ({ request }) => {
  for (const locale of ['en', 'es'] as const) {
    const { blocks, canonical } = await validBlocks(request, hrefFor(locale, 'destinations', {}));
    expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList']);
    expect(await trailOf(request, blocks, canonical)).toEqual([
      t[locale]('site.name'),
      t[locale]('screens.destinations.title'),
    ]);
  }
});

for (const locale of ['en', 'es'] as const) {
  test(`a continent, a country and a city (${locale}): the visible breadcrumb as a trail, and the packages shown as products in ${marketOf(locale).currency}`, async ({
    page,
    request,
  }) => {
    let listed = 0;
    for (const path of [
      hrefFor(locale, 'destinationByContinent', { continent: europe[locale], id: 'continent-europe' }),
      hrefFor(locale, 'destinationByCountry', {
        continent: europe[locale],
        country: italy[locale],
        id: 'country-italy',
      }),
      hrefFor(locale, 'destinationByCity', {
        continent: europe[locale],
        country: italy[locale],
        city: rome[locale],
        id: 'city-rome',
      }),
    ]) {
      const { blocks, canonical } = await validBlocks(request, path);
      await page.goto(path);
      const crumbs = page.getByRole('navigation', { name: t[locale]('destination.breadcrumb') }).getByRole('listitem');
      const visible = (await crumbs.allTextContents()).map((text) => text.replace(/\/\s*$/, '').trim());
      expect(await trailOf(request, blocks, canonical), path).toEqual([t[locale]('site.name'), ...visible]);
      const heading = (await page.getByRole('heading', { level: 1 }).textContent())!;
      const packages = page
        .getByRole('region', { name: t[locale]('destination.packages', { name: heading }) })
        .getByRole('article');
      // Packages as products exactly when the page lists some (a continent may have none of its own).
      if ((await packages.count()) === 0) {
        expect(
          blocks.map((block) => block['@type']),
          path,
        ).toEqual(['BreadcrumbList']);
        continue;
      }
      expect(blocks.map((block) => block['@type']).sort(), path).toEqual(['BreadcrumbList', 'ItemList']);
      await expectShownPackages(packages, productsOf(blocks), locale);
      listed += 1;
    }
    expect(listed, 'a page lists packages in this market').toBeGreaterThan(0);
  });
}

for (const locale of ['en', 'es'] as const) {
  test(`results (${locale}): the packages on the page, and a country's once its month is chosen, as products in ${marketOf(locale).currency}`, async ({
    page,
    request,
  }) => {
    const all = hrefFor(locale, 'packageResults', {});
    const { blocks } = await validBlocks(request, all);
    expect(blocks.map((block) => block['@type'])).toEqual(['ItemList']);
    await page.goto(all);
    const cards = page.getByTestId('results-list').getByRole('article');
    const products = productsOf(blocks);
    // Only what the page shows (the first page of results, not the whole catalogue): as many as its cards.
    await expectShownPackages(cards, products, locale);

    const byCountry = hrefFor(locale, 'packageResultsByCountry', { country: italy[locale] });
    // Before a month is chosen the page shows no packages, and lists none.
    const monthStep = await structuredDataOf(request, byCountry);
    expect(monthStep.status).toBe(200);
    expect(ofType(monthStep.blocks, 'ItemList')).toEqual([]);
    const chosen = `${byCountry}?month=any`;
    const { blocks: countryBlocks } = await validBlocks(request, chosen);
    await page.goto(chosen);
    await expectShownPackages(page.getByTestId('results-list').getByRole('article'), productsOf(countryBlocks), locale);
  });
}
