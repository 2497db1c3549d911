import { expect, test } from '@playwright/test';
import { hrefFor } from '@/lib/routes/href';
import { locationOf, SITE, translator } from './support';

/**
 * Destination pages: continent, superarea, area, country and city
 * from the CMS, with the slugs of each language; unknown ids and slugs are the
 * 404 page, another language's slugs move to this language's.
 */

const italy = {
  en: hrefFor('en', 'destinationByCountry', { continent: 'europe', country: 'italy', id: 'country-italy' }),
  it: hrefFor('it', 'destinationByCountry', { continent: 'europa', country: 'italia', id: 'country-italy' }),
};

for (const [locale, name, continent, rome] of [
  ['en', 'Italy', 'Europe', 'Rome'],
  ['it', 'Italia', 'Europa', 'Roma'],
] as const) {
  test(`a country in ${locale}: breadcrumb, photo, description, packages, cities, similar countries and its results`, async ({
    page,
  }) => {
    const t = translator(locale);
    const response = await page.goto(italy[locale]);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${t('screens.destinationByCountry.title', { country: name })} | ${t('site.name')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    const breadcrumb = page.getByRole('navigation', { name: t('destination.breadcrumb') });
    await expect(breadcrumb.getByRole('link', { name: t('screens.destinations.title') })).toHaveAttribute(
      'href',
      hrefFor(locale, 'destinations', {}),
    );
    await breadcrumb.getByRole('link', { name: continent }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(continent);
    await page.goBack();

    const detail = page.getByTestId('destination-detail');
    await expect(detail.locator('img').first()).toHaveAttribute('src', /w=1200&h=800.*fm=webp|fm=webp.*w=1200/);
    const packages = page.getByRole('region', { name: t('destination.packages', { name }) });
    await expect(packages.getByRole('article').first()).toBeVisible();
    await expect(packages.getByText(locale === 'en' ? /£/ : /€/).first()).toBeVisible();

    const cities = page.getByRole('region', { name: t('destination.cities', { name }) });
    await expect(cities.getByRole('link', { name: rome })).toBeVisible();
    const similar = page.getByRole('region', { name: t('destination.similar') });
    await expect(similar.getByRole('link')).not.toHaveCount(0);
    await expect(similar.getByRole('link', { name })).toHaveCount(0);

    await expect(page.getByRole('link', { name: t('destination.allPackages', { country: name }) })).toHaveAttribute(
      'href',
      hrefFor(locale, 'packageResultsByCountry', { country: locale === 'en' ? 'italy' : 'italia' }),
    );

    // A city of it, with the way back up.
    await cities.getByRole('link', { name: rome }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rome);
    await expect(
      page.getByRole('navigation', { name: t('destination.breadcrumb') }).getByRole('link', { name }),
    ).toHaveAttribute('href', italy[locale]);
  });
}

test('hreflang and the language switcher lead to each language’s own slugs', async ({ page }) => {
  await page.goto(italy.en);
  const alternates = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]),
      ),
    );
  expect(alternates).toMatchObject({
    en: italy.en,
    it: italy.it,
    pt: '/pt/destinos/europa/italia/country-italy/',
    es: '/es/destinos/europa/italia/country-italy/',
  });
  await page
    .getByRole('navigation', { name: translator('en')('nav.language') })
    .getByRole('link', { name: 'Italiano' })
    .click();
  await expect(page).toHaveURL(italy.it);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Italia');
});

test('the continent screen shows a continent with its regions and countries, a superarea and an area', async ({
  page,
}) => {
  const t = translator('pt');
  await page.goto(hrefFor('pt', 'destinationByContinent', { continent: 'europa', id: 'continent-europe' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Europa');
  const countries = page.getByRole('region', { name: t('destination.countries', { name: 'Europa' }) });
  await expect(countries.getByRole('link', { name: 'Itália' })).toHaveAttribute(
    'href',
    '/pt/destinos/europa/italia/country-italy/',
  );
  await page
    .getByRole('region', { name: t('destination.groups', { name: 'Europa' }) })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/pt\/destinos\/europa\/superarea-[a-z-]+\/$/);
  await expect(page.locator('[data-testid="destination-detail"][data-kind="superarea"]')).toBeVisible();

  const response = await page.goto(
    hrefFor('en', 'destinationByContinent', { continent: 'europe', id: 'area-tuscany' }),
  );
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tuscany');
  await expect(
    page
      .getByRole('navigation', { name: translator('en')('destination.breadcrumb') })
      .getByRole('link', { name: 'Italy' }),
  ).toHaveAttribute('href', italy.en);
});

test.describe('addresses that are not the destination’s', () => {
  for (const [label, path] of [
    [
      'an unknown id',
      hrefFor('en', 'destinationByCountry', { continent: 'europe', country: 'italy', id: 'country-atlantis' }),
    ],
    [
      'a continent that is not the country’s',
      hrefFor('it', 'destinationByCountry', { continent: 'asia', country: 'italia', id: 'country-italy' }),
    ],
    [
      'a city under another country',
      hrefFor('en', 'destinationByCity', { continent: 'europe', country: 'france', city: 'rome', id: 'city-rome' }),
    ],
    [
      'a country’s id on the city screen',
      hrefFor('en', 'destinationByCity', { continent: 'europe', country: 'italy', city: 'rome', id: 'country-italy' }),
    ],
  ] as const) {
    test(`${label} is the 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('main')).toHaveAttribute('data-screen', 'notFound');
    });
  }

  test('the slugs of another language move (308) to this language’s', async ({ request }) => {
    const response = await request.get(
      hrefFor('it', 'destinationByCountry', { continent: 'europe', country: 'italy', id: 'country-italy' }),
      {
        maxRedirects: 0,
      },
    );
    expect(response.status()).toBe(308);
    expect(locationOf(response)).toBe(`${SITE}${italy.it}`);
  });
});
