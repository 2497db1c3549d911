import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { landings } from '@/seed/data/events';
import { journeys } from '@/seed/data/journeys';
import { heroBanners } from '@/seed/data/modules';
import { pages } from '@/seed/data/pages';
import { slugsOf } from '@/seed/data/text';
import { EMBEDDED_SPACE, contentApiPath } from '@/lib/content/endpoint';
import { marketOf } from '@/lib/content/markets';
import { locales, type Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { hydrated, outOfOrderBoundaries, rawGet, translator } from './support';

/**
 * CMS pages rendered through the registry, read from the seed the
 * embedded content service serves: what a visitor sees, in each language.
 */

const home = pages.find((page) => page.id === 'page-home')!;
const rio = landings.find((landing) => landing.id === 'landing-rio-carnival-2027')!;
const rioSlugs = slugsOf(rio.name);
const romeSlugs = slugsOf(landings.find((landing) => landing.id === 'landing-rome-marathon-2026')!.name);
const iceland = journeys.find((journey) => journey.id === 'journey-iceland-fire-and-ice')!;

/** The module kinds the seed puts on the home page (its sections and its `modules`). */
const homeKinds = [
  'heroBanner',
  'searchboxItem',
  'modules',
  'banners',
  'loopSlider',
  'allSearchBoxModule',
  'actionButtons',
  'newsletter',
  'linksModule',
];

/** The campaign product shows only where its market sells it: asked of the content service, as the site does. */
async function sellsCampaign(request: APIRequestContext, locale: Locale): Promise<boolean> {
  const response = await request.post(contentApiPath(EMBEDDED_SPACE.spaceId, EMBEDDED_SPACE.environmentId), {
    headers: { Authorization: `Bearer ${EMBEDDED_SPACE.deliveryToken}` },
    data: {
      query: `{ page(id: "${home.id}") { campaignProduct { marketInformationCollection { items { market { iso } } } } } }`,
    },
  });
  const items: { market: { iso: string } }[] = (await response.json()).data.page.campaignProduct
    .marketInformationCollection.items;
  return items.some((item) => item.market.iso === marketOf(locale).iso);
}

const kindsOn = (page: Page) =>
  page.locator('[data-module]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-module')));

for (const locale of locales) {
  test(`the ${locale} home page shows every module kind of the seed and links to an event and a special journey`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(`/${locale}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.name[locale]);
    const expected = (await sellsCampaign(request, locale)) ? [...homeKinds, 'campaignProduct'] : homeKinds;
    // A home page rendered cold (after another test's publish purged it) streams its modules in after the first paint.
    await expect.poll(async () => [...new Set(await kindsOn(page))].sort()).toEqual([...expected].sort());
    const kinds = await kindsOn(page);
    // One search-list module per market: the visitor sees their market's only.
    expect(kinds.filter((kind) => kind === 'allSearchBoxModule')).toHaveLength(1);
    await expect(
      page.locator(`a[href="${hrefFor(locale, 'eventDetail', { slug: romeSlugs[locale] })}"]`).first(),
    ).toBeAttached();
    await expect(
      page.locator(`a[href="${hrefFor(locale, 'specialJourney', { id: iceland.id })}"]`).first(),
    ).toBeVisible();
    await expect(page.locator('[data-module="heroBanner"] img').first()).toHaveAttribute(
      'srcset',
      /\/content\/images\/.*fm=webp/,
    );
  });
}

test('the home page prefetches the routes of its modules’ links only when the visitor reaches for one', async ({
  page,
}) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
  });
  await page.goto('/en/', { waitUntil: 'networkidle' });
  // Dozens of module links are in view; only the header's navigation is prefetched as it appears.
  const header = await page
    .locator('header a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(prefetched.filter((path) => !header.includes(path))).toEqual([]);
  const eventPath = hrefFor('en', 'eventDetail', { slug: romeSlugs.en });
  await page.locator(`a[href="${eventPath}"]`).first().hover();
  await expect.poll(() => prefetched).toContain(eventPath);
});

test('on a phone, the home page draws its lower modules only as they come near the screen, and nothing on the first screen moves', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto('/en/', { waitUntil: 'networkidle' });
  const newsletter = page.locator('[data-module="newsletter"]').first();
  // Drawn: not skipped by the browser's content-visibility (the layout and paint of far-off modules wait).
  const drawn = (kind: string) =>
    page
      .locator(`[data-module="${kind}"] h2`)
      .first()
      .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn('heroBanner')).toBe(true);
  expect(await drawn('newsletter')).toBe(false);
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
  expect(shifted).toBe(0);
  await newsletter.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn('newsletter')).toBe(true);
  await expect(newsletter.getByRole('heading').first()).toBeInViewport();
  await context.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a published page arrives whole: the home page and a content page show their modules, no loading skeleton', async ({
    page,
  }) => {
    // Draft mode streams each loading step behind a skeleton; a published page is prerendered with nothing left
    // to load, and a boundary there was written out of order (revealed by a script: never, without JavaScript).
    for (const path of ['/en/', hrefFor('en', 'contentPage', { page: 'about-us' })]) {
      await page.goto(path);
      await expect(page.locator('[data-skeleton]')).toHaveCount(0);
      expect(await outOfOrderBoundaries(page).count()).toBe(0);
    }
    await page.goto('/en/');
    const [first] = home
      .heroBanners!.slice(0, 1)
      .map((id) => heroBanners.find((banner) => banner.id === id)!.header.en);
    await expect(
      page.locator('[data-module="heroBanner"]').getByRole('heading', { level: 2, name: first }),
    ).toBeVisible();
    for (const kind of homeKinds.slice(0, 3))
      await expect(page.locator(`[data-module="${kind}"]`).first()).toBeVisible();
  });
});

/** The server actions the page calls (tab panels, hero slides, the search forms' texts): the paths they are posted to. */
function serverActions(page: Page): string[] {
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) posted.push(new URL(request.url()).pathname);
  });
  return posted;
}

test('the hero carousel shows its first banner, and brings the next one from the server when asked', async ({
  page,
}) => {
  const actions = serverActions(page);
  await page.goto('/en/');
  const hero = page.locator('[data-module="heroBanner"]');
  const [first, second] = home
    .heroBanners!.slice(0, 2)
    .map((id) => heroBanners.find((banner) => banner.id === id)!.header.en);
  await expect(hero.getByRole('heading', { level: 2, name: first })).toBeVisible();
  await expect(hero.getByRole('heading', { level: 2, name: second })).toHaveCount(0);
  // Neither in the HTML nor in the payload the page was sent with.
  expect((await rawGet('/en/')).body).not.toContain(second);
  expect(actions).toEqual([]);
  await hero.getByRole('button', { name: 'Next slide' }).click();
  await expect(hero.getByRole('heading', { level: 2, name: second })).toBeVisible();
  await expect(hero.getByRole('heading', { level: 2, name: first })).toBeHidden();
  expect(actions).toEqual(['/en/']);
});

test('the search box’s forms bring their texts from the server when a tab is first pointed at, not with the page', async ({
  page,
}) => {
  const actions = serverActions(page);
  const t = translator('en');
  expect((await rawGet('/en/')).body).not.toContain(t('forms.selectMonth'));
  await page.goto('/en/');
  const box = page.getByRole('region', { name: t('modules.searchboxItem.heading') });
  const packages = box.getByRole('link', { name: t('sections.FlightHotel') });
  await hydrated(packages);
  expect(actions).toEqual([]);
  await packages.hover();
  await expect.poll(() => actions).toEqual(['/en/']);
  await packages.click();
  const form = box.getByRole('form', { name: t('modules.searchboxItem.heading') });
  await form.getByRole('button', { name: t('search.submit') }).click();
  await expect(form.getByText(t('forms.selectMonth')).first()).toBeVisible();
  expect(actions).toEqual(['/en/']);
});

test('the continent slider’s endless strip is made in the browser: the page sends each card once', async ({ page }) => {
  await page.goto('/en/');
  const slider = page.locator('[data-module="loopSlider"]');
  const cards = slider.getByRole('list').getByRole('link');
  const firstHref = await cards.first().getAttribute('href');
  // In the HTML the copy is an empty list: the first card's address is there once.
  const { body } = await rawGet('/en/');
  const sent = body.slice(body.indexOf('data-module="loopSlider"'), body.indexOf('data-module="allSearchBoxModule"'));
  expect(sent.split(`href="${firstHref}"`).length - 1).toBe(1);
  // In the browser the copy holds the cards again, hidden from assistive technology and out of the tab order.
  const copy = slider.locator('ul[aria-hidden="true"][inert]');
  await expect(copy.locator('a').first()).toHaveAttribute('tabindex', '-1');
  expect(await copy.locator('a').count()).toBeGreaterThanOrEqual(await cards.count());
});

test('the package tabs send the first tab’s cards with the page, and bring another tab’s from the server when it is opened', async ({
  page,
}) => {
  const actions = serverActions(page);
  await page.goto('/en/');
  const section = page.locator('[data-module="modules"]').filter({ has: page.getByRole('tablist') });
  const [first, second] = await section.getByRole('tab').all();
  await expect(first!).toHaveAttribute('aria-selected', 'true');
  await expect(section.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  const secondPanel = page.locator(`[id="${await second!.getAttribute('aria-controls')}"]`);
  await expect(secondPanel.getByRole('article')).toHaveCount(0);
  expect(actions).toEqual([]);

  await second!.click();
  await expect(secondPanel.getByRole('article').first()).toBeVisible();
  await expect(secondPanel.getByText(/^From £/).first()).toBeVisible();
  expect(actions).toEqual(['/en/']);
  // Not in the page as it was sent, neither in its HTML nor in its payload: they came with the click.
  const names = await secondPanel.getByRole('heading', { level: 3 }).allTextContents();
  const { body } = await rawGet('/en/');
  expect(names.filter((name) => !body.includes(name)).length).toBeGreaterThan(0);
});

test('a content page and its subpage come from the CMS with their slugs in each language', async ({ page }) => {
  const response = await page.goto('/it/chi-siamo/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chi siamo');
  expect((await kindsOn(page)).length).toBeGreaterThan(0);

  await page.goto('/en/help/booking-conditions/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    pages.find((entry) => entry.id === 'page-booking-conditions')!.name.en,
  );
  const alternates = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]),
      ),
    );
  expect(alternates).toMatchObject({
    it: '/it/assistenza/condizioni-di-prenotazione/',
    pt: '/pt/ajuda/condicoes-de-reserva/',
    'x-default': '/en/help/booking-conditions/',
  });
});

test.describe('unknown pages are the 404 page, with status 404, before any script runs', () => {
  for (const path of [
    '/en/no-such-page/',
    '/en/help/no-such-subpage/',
    '/it/about-us/',
    '/en/about-us/booking-conditions/',
    '/en/events/no-such-event/',
    '/en/specialjourney/no-such-journey/',
  ]) {
    test(path, async ({ page }) => {
      const response = await rawGet(path);
      expect(response.status).toBe(404);
      const t = translator(path.split('/')[1] as Locale);
      expect(response.body).toContain(t('errors.notFound.title'));
      // The CMS page with the 404 layout helps the visitor on.
      expect(response.body).toContain('data-layout="404"');
      expect(response.body).toContain('data-module="actionButtons"');
      // The page is the same cached page for every address; the browser names the one asked for.
      await page.goto(path);
      await expect(page.getByTestId('error-status-message')).toHaveText(t('errors.notFound.message', { path }));
    });
  }
});

test('an event landing shows its boxes and sponsors, in each language at its own slug', async ({ page }) => {
  const response = await page.goto(hrefFor('en', 'eventDetail', { slug: rioSlugs.en }));
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-layout="landing"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(rio.title.en);
  const kinds = await kindsOn(page);
  expect(kinds).toContain('landingBox');
  expect(kinds).toContain('sponsor');

  const portuguese = hrefFor('pt', 'eventDetail', { slug: rioSlugs.pt });
  const switcher = page.getByRole('navigation', { name: translator('en')('nav.language') });
  await expect(switcher.getByRole('link', { name: 'Português' })).toHaveAttribute('href', portuguese);
  expect((await page.goto(portuguese))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(rio.title.pt);

  // Not sold in Italy this season: Italian visitors get the 404 page.
  expect((await page.goto(hrefFor('it', 'eventDetail', { slug: rioSlugs.it })))?.status()).toBe(404);
});

test('a special journey shows its days, weather and recommendations over a parallax header', async ({ page }) => {
  const response = await page.goto(hrefFor('pt', 'specialJourney', { id: iceland.id }));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(iceland.title.pt);
  expect(await kindsOn(page)).toEqual(['journeyDay', 'weather', 'recommendation']);
  const layer = page.locator('[data-layout="parallax"] .parallax-layer');
  await expect(layer).toHaveCSS('animation-name', 'parallax-drift');
  const before = await layer.evaluate((node) => getComputedStyle(node).transform);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => layer.evaluate((node) => getComputedStyle(node).transform)).not.toBe(before);
});

test('the parallax stands still for visitors who ask for reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(hrefFor('en', 'specialJourney', { id: iceland.id }));
  await expect(page.locator('.parallax-layer')).toHaveCSS('animation-name', 'none');
  await context.close();
});

test.describe('draft mode for editors', () => {
  const secret = process.env.E2E_PREVIEW_SECRET!;
  const draftPage = '/en/preview-diagnostics/';

  test('needs the secret', async ({ request }) => {
    expect((await request.get(`/api/draft/?secret=wrong&path=${draftPage}`, { maxRedirects: 0 })).status()).toBe(401);
    expect((await request.get(`/api/draft/?secret=${secret}&path=//evil.example/`, { maxRedirects: 0 })).status()).toBe(
      400,
    );
  });

  test('shows draft pages with the banner and the diagnostics, only in preview', async ({ page }) => {
    expect((await page.goto(draftPage))?.status()).toBe(404);

    // As Contentful fills the page type's preview URL: the entry's id, its content type and Contentful's locale code.
    await page.goto(`/api/draft/?secret=${secret}&entry=page-preview-diagnostics&type=page&locale=en-UK`);
    expect(new URL(page.url()).pathname).toBe(draftPage);
    await expect(page.getByTestId('preview-banner')).toContainText(translator('en')('preview.banner'));
    const notes = page.getByTestId('module-diagnostic');
    await expect(notes).toHaveCount(2);
    await expect(notes.first()).toContainText('modules-diagnostics-tabs-without-tabs');
    await expect(notes.last()).toContainText('The field "url" is empty.');
    // The valid module of the draft page renders as usual.
    await expect(page.locator('[data-module="actionButtons"]')).toBeVisible();

    await page.getByRole('link', { name: translator('en')('preview.exit') }).click();
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translator('en')('errors.notFound.title'));
    await expect(page.getByTestId('module-diagnostic')).toHaveCount(0);
  });

  test('an entry without a page in the language asked for gets a page saying so, in that language', async ({
    request,
  }) => {
    // A hero banner is a part of a page: it has no address of its own.
    const answer = await request.get(`/api/draft/?secret=${secret}&entry=hero-help&type=heroBanner&locale=it-IT`, {
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(404);
    expect(await answer.text()).toContain(translator('it')('preview.noAddressHint'));
  });

  test('a redirect entry’s preview says whether the site serves it, from the drafts; without draft mode it does not exist', async ({
    page,
    request,
  }) => {
    expect((await request.get('/api/draft/redirects/redirect-offers-en/')).status()).toBe(404);
    await page.goto(`/api/draft/?secret=${secret}&path=/api/draft/redirects/redirect-offers-en/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Redirect redirect-offers-en');
    await expect(page.getByText('Valid: the site serves it')).toBeVisible();
    await expect(page.getByText('/en/offers/ → /en/results/packages/ (308, permanent)')).toBeVisible();
  });
});
