import { expect, test, type APIRequestContext } from '@playwright/test';
import { EMBEDDED_SPACE, contentApiPath } from '@/lib/content/endpoint';
import { FROM_CACHE, settled, translator } from './support';

const endpoint = contentApiPath(EMBEDDED_SPACE.spaceId, EMBEDDED_SPACE.environmentId);
const continents =
  '{ continentCollection(locale: "it-IT", order: [name_ASC]) { total items { name photo { url(transform: { width: 80, height: 80, resizeStrategy: THUMB, format: WEBP }) } } } }';

test.describe('the embedded content service over HTTP', () => {
  test('answers GraphQL with the delivery token, in the requested language', async ({ request }) => {
    const response = await request.post(endpoint, {
      headers: { Authorization: `Bearer ${EMBEDDED_SPACE.deliveryToken}` },
      data: { query: continents },
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.continentCollection.total).toBeGreaterThanOrEqual(6);
    expect(body.data.continentCollection.items.map((item: { name: string }) => item.name)).toContain('Europa');
  });

  test('answers GET requests too', async ({ request }) => {
    const response = await request.get(`${endpoint}?query=${encodeURIComponent('{ catalogueCollection { total } }')}`, {
      headers: { Authorization: `Bearer ${EMBEDDED_SPACE.deliveryToken}` },
    });
    expect(response.status()).toBe(200);
    expect((await response.json()).data.catalogueCollection.total).toBeGreaterThanOrEqual(4);
  });

  test('refuses requests without a token with Contentful’s error shape', async ({ request }) => {
    const response = await request.post(endpoint, { data: { query: continents } });
    expect(response.status()).toBe(401);
    expect((await response.json()).errors[0].extensions.contentful.code).toBe('ACCESS_TOKEN_MISSING');
  });

  test('knows no other space', async ({ request }) => {
    const response = await request.post(contentApiPath('other-space', 'master'), {
      headers: { Authorization: `Bearer ${EMBEDDED_SPACE.deliveryToken}` },
      data: { query: continents },
    });
    expect(response.status()).toBe(404);
    expect((await response.json()).errors[0].extensions.contentful.code).toBe('UNKNOWN_SPACE');
  });

  test('serves the generated images with the Images API parameters and long-lived caching', async ({ request }) => {
    const response = await request.post(endpoint, {
      headers: { Authorization: `Bearer ${EMBEDDED_SPACE.deliveryToken}` },
      data: { query: continents },
    });
    const url: string = (await response.json()).data.continentCollection.items[0].photo.url;
    expect(url).toMatch(/^\/content\/images\/ventura\/.+\.webp\?w=80&h=80&fit=thumb&fm=webp$/);
    const image = await request.get(url);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
    expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const bytes = await image.body();
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const bad = await request.get(url.replace('w=80', 'w=-3'));
    expect(bad.status()).toBe(400);
  });
});

test.describe('content on the site', () => {
  test('the destinations index lists the CMS’s continents in the visitor’s language, linking to their pages', async ({
    page,
  }) => {
    const response = await page.goto('/it/destinazione/');
    expect(response?.status()).toBe(200);
    const grid = page.getByTestId('destination-grid');
    await expect(grid.getByRole('heading', { name: 'Europa' })).toBeVisible();
    await expect(grid.getByRole('listitem')).toHaveCount(6);
    await grid.getByRole('link', { name: /Europa/ }).click();
    await expect(page).toHaveURL(/\/it\/destinazione\/europa\/continent-europe\/$/);
    const photo = page.getByTestId('destination-detail').getByRole('img');
    await expect(photo).toHaveAttribute(
      'src',
      /^\/content\/images\/ventura\/.+\.webp\?w=1200&h=800&fit=fill&fm=webp&q=75$/,
    );
    await expect(photo).toHaveAttribute('srcset', /w=640&h=427&fit=fill&fm=webp&q=75 640w/);
    // The browser picks a width from the srcset; the Images API delivers exactly that width. The first request for a
    // width resizes the photo: seconds when the other worker starts two more production servers on this 2-core machine.
    await expect
      .poll(
        () =>
          photo.evaluate(
            (image: HTMLImageElement) =>
              image.naturalWidth > 0 && image.naturalWidth === Number(new URL(image.currentSrc).searchParams.get('w')),
          ),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
  });

  test('a continent id the CMS does not know is a 404', async ({ request }) => {
    const response = await request.get('/en/destinations/europe/continent-atlantis/');
    expect(response.status()).toBe(404);
  });
});

test.describe('publishing and outages, on Contentful (the CMS stand-in of e2e/cms-switch.ts)', () => {
  // One CMS stand-in for the outage server: these tests take turns with it. Each visits up to 16 pages,
  // while the other worker runs the phone checks (axe): more time than the default 30 s.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  const outage = process.env.E2E_OUTAGE_URL!;
  const cms = process.env.E2E_CMS_SWITCH_URL!;
  const secret = process.env.E2E_REVALIDATE_SECRET!;
  const switchCms = async (request: APIRequestContext, state: 'up' | 'down') => {
    expect((await request.post(`${cms}/__cms/${state}`)).status()).toBe(204);
  };
  const edit = async (request: APIRequestContext, from: string, to: string) => {
    expect((await request.post(`${cms}/__cms/edit`, { data: { from, to } })).status()).toBe(204);
  };
  const publish = (request: APIRequestContext, sys: Record<string, unknown>, key = secret) =>
    request.post(`${outage}/api/revalidate/`, { headers: { 'x-revalidate-secret': key }, data: { sys } });
  const journey = { type: 'Entry', id: 'journey-iceland-fire-and-ice', contentType: { sys: { id: 'specialJourney' } } };
  const event = { type: 'Entry', id: 'landing-rio-carnival-2027', contentType: { sys: { id: 'landing' } } };
  const offersRedirect = { type: 'Entry', id: 'redirect-offers-en', contentType: { sys: { id: 'redirect' } } };
  const siteSettings = { type: 'Entry', id: 'site-settings', contentType: { sys: { id: 'siteSettings' } } };
  const journeyPath = `${outage}/en/specialjourney/journey-iceland-fire-and-ice/`;
  const eventPath = `${outage}/en/events/rio-carnival-2027/`;

  // Two instances on one Redis (playwright.config.ts), none where no Redis server runs.
  const instances = process.env.E2E_INSTANCE_URLS ? process.env.E2E_INSTANCE_URLS.split(' ') : [];

  test.afterEach(async ({ request }) => {
    await switchCms(request, 'up');
    expect((await request.post(`${cms}/__cms/reset`)).status()).toBe(204);
    // Whatever a test changed is the seed's again on the next request.
    for (const sys of [journey, event, offersRedirect, siteSettings]) {
      expect((await publish(request, sys)).status()).toBe(200);
      for (const origin of instances)
        await request.post(`${origin}/api/revalidate/`, { headers: { 'x-revalidate-secret': secret }, data: { sys } });
    }
    // Every e2e server runs from one build folder and so shares Next's page cache on disk: render the seed's pages
    // again here (the page store asks Next for them once the purge is heard), so no other server reads this test's
    // edits from the disk (a screenshot baseline did).
    for (const path of [journeyPath, eventPath]) expect((await settled(request, path)).status()).toBe(200);
  });

  // @redis: left out, with a message, where no Redis server runs (playwright.config.ts); .ci/run starts one.
  test('several instances on one Redis: a publish through one reaches the pages of the other @redis', async ({
    page,
    request,
  }) => {
    const [first, second] = instances as [string, string];
    const path = '/en/specialjourney/journey-iceland-fire-and-ice/';
    for (const origin of [first, second]) {
      await page.goto(`${origin}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iceland: Fire and Ice');
      expect((await page.reload())?.headers()['x-nextjs-cache']).toMatch(FROM_CACHE);
    }
    await edit(request, 'Iceland: Fire and Ice', 'Iceland: Shared Between Instances');
    // The webhook reaches one instance (behind a load balancer, any one).
    const answer = await request.post(`${first}/api/revalidate/`, {
      headers: { 'x-revalidate-secret': secret },
      data: { sys: journey },
    });
    expect(answer.status()).toBe(200);
    // Each instance's page store answers the page it holds while it has the page rendered again: on a busy machine
    // that can take seconds.
    for (const origin of [second, first]) {
      await expect
        .poll(
          async () => {
            await page.goto(`${origin}${path}`);
            return page.getByRole('heading', { level: 1 }).textContent();
          },
          { timeout: 30_000 },
        )
        .toBe('Iceland: Shared Between Instances');
    }
  });

  test('an editor publishes a redirect, renames an event and edits a route rule: two instances answer within two seconds of the webhook @redis @postgres', async ({
    request,
  }) => {
    const [first, second] = instances as [string, string];
    // The webhook reaches one instance; the other hears the purge through Redis and reads renames from the shared store.
    const webhook = async (sys: Record<string, unknown>) => {
      const answer = await request.post(`${first}/api/revalidate/`, {
        headers: { 'x-revalidate-secret': secret },
        data: { sys },
      });
      expect(answer.status()).toBe(200);
      return answer.json();
    };
    const standIn = async (action: 'publish' | 'unpublish' | 'rename', data: Record<string, string>) => {
      expect((await request.post(`${cms}/__cms/${action}`, { data })).status()).toBe(204);
    };
    /** What an address answers on each instance: its status and, for a redirect, where to (a path on the site, or a URL). */
    const answers = (path: string) =>
      Promise.all(
        [first, second].map(async (origin) => {
          const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
          const location = response.headers().location;
          return location ? `${response.status()} ${location.replace(origin, '')}` : String(response.status());
        }),
      );
    const withinTwoSeconds = (path: string, expected: string) =>
      expect.poll(() => answers(path), { timeout: 2000, intervals: [100] }).toEqual([expected, expected]);

    // The data store knows the event's addresses from its last publish.
    await webhook(event);
    // The campaign redirect starts as a draft: its address is a 404.
    await standIn('unpublish', { id: offersRedirect.id });
    await webhook({ ...offersRedirect, type: 'DeletedEntry' });
    await withinTwoSeconds('/en/offers/', '404');

    await standIn('publish', { id: offersRedirect.id });
    await webhook(offersRedirect);
    await withinTwoSeconds('/en/offers/', '308 /en/results/packages/');

    // The event's English slug changes: the old address follows it, permanently.
    await standIn('rename', { from: 'rio-carnival-2027', to: 'rio-carnival-grandstand' });
    expect((await webhook(event)).renamed).toEqual([
      { from: '/en/events/rio-carnival-2027/', to: '/en/events/rio-carnival-grandstand/' },
    ]);
    await withinTwoSeconds('/en/events/rio-carnival-2027/', '308 /en/events/rio-carnival-grandstand/');
    expect(await answers('/en/events/rio-carnival-grandstand/')).toEqual(['200', '200']);
    // Its other languages kept their slugs, and their addresses (Portugal's market shows the event; Italy's does not).
    expect(await answers('/pt/events/carnaval-do-rio-2027/')).toEqual(['200', '200']);

    // A route rule of the site settings leads somewhere else.
    await withinTwoSeconds('/en/help-centre/', '307 https://help.example.com/en/');
    await edit(request, 'https://help.example.com/en/', 'https://help.example.com/en/contact/');
    await webhook(siteSettings);
    await withinTwoSeconds('/en/help-centre/', '307 https://help.example.com/en/contact/');

    // Unpublished, the redirect is gone: its address is a 404 again.
    await standIn('unpublish', { id: offersRedirect.id });
    await webhook({ ...offersRedirect, type: 'DeletedEntry' });
    await withinTwoSeconds('/en/offers/', '404');
  });

  test('a publish shows within seconds and no visitor waits for its render; a page whose content did not change keeps its cache', async ({
    page,
    request,
  }) => {
    await page.goto(journeyPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iceland: Fire and Ice');
    await page.goto(eventPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live the Rio Carnival from the grandstand');

    // Editors change both entries; only the journey is published (its webhook fires).
    await edit(request, 'Iceland: Fire and Ice', 'Iceland: Glaciers and Volcanoes');
    await edit(request, 'Live the Rio Carnival from the grandstand', 'Samba all night in Rio');
    // Without a webhook the cached pages stay as they were.
    await page.goto(journeyPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iceland: Fire and Ice');

    const answer = await publish(request, journey);
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({
      revalidated: ['entry:journey-iceland-fire-and-ice', 'content:specialJourney'],
    });
    // The next visitor is answered from the page store (it has an Age) while the page renders again behind it.
    const next = await request.get(journeyPath);
    expect(next.status()).toBe(200);
    expect(next.headers().age).toBeDefined();
    // Within seconds every visitor sees the publish.
    await expect
      .poll(
        async () => {
          await page.goto(journeyPath);
          return page.getByRole('heading', { level: 1 }).textContent();
        },
        { timeout: 10_000 },
      )
      .toBe('Iceland: Glaciers and Volcanoes');
    // The event page depends on nothing that was published: asked for again, Next answers its cached copy, without
    // the editors' unpublished change.
    expect((await settled(request, eventPath)).headers()['x-nextjs-cache']).toBe('HIT');
    await page.goto(eventPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live the Rio Carnival from the grandstand');
  });

  test('the sitemaps are cached like pages and a publish purges them with the pages: a republished event shows its new date', async ({
    request,
  }) => {
    const sitemap = `${outage}/sitemaps/en.xml`;
    const eventDate = async () => {
      const text = await (await request.get(sitemap)).text();
      return /<loc>[^<]*\/en\/events\/rio-carnival-2027\/<\/loc><lastmod>([^<]+)<\/lastmod>/.exec(text)?.[1];
    };
    const published = await eventDate();
    expect(published).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await request.get(sitemap)).headers()['x-nextjs-cache']).toMatch(FROM_CACHE);
    // The editors publish the event again: the CMS now gives it (and the other entries of its answers) a new date.
    const republished = '2026-11-20T10:30:00.000Z';
    await edit(request, published!, republished);
    // Without the webhook the sitemap stays as it was.
    expect(await eventDate()).toBe(published);
    expect((await publish(request, event)).status()).toBe(200);
    await expect.poll(eventDate, { timeout: 30_000 }).toBe(republished);
  });

  test('a webhook with a wrong secret or a bad body purges nothing and says why', async ({ page, request }) => {
    await page.goto(journeyPath);
    await edit(request, 'Iceland: Fire and Ice', 'Iceland: Never Published');
    const wrongSecret = await publish(request, journey, `${secret}x`);
    expect(wrongSecret.status()).toBe(401);
    const unknownType = await publish(request, { type: 'Entry', id: 'x', contentType: { sys: { id: 'blogPost' } } });
    expect(unknownType.status()).toBe(400);
    expect((await unknownType.json()).error).toMatch(/Contentful webhook/);
    const malformed = await request.post(`${outage}/api/revalidate/`, {
      headers: { 'x-revalidate-secret': secret, 'content-type': 'application/json' },
      data: '{"sys":',
    });
    expect(malformed.status()).toBe(400);
    const huge = await request.post(`${outage}/api/revalidate/`, {
      headers: { 'x-revalidate-secret': secret },
      data: { sys: journey, padding: 'x'.repeat(100_000) },
    });
    expect(huge.status()).toBe(413);
    await page.goto(journeyPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iceland: Fire and Ice');
  });

  test('while the CMS is down, pages served before stay up with their content, in every template', async ({
    page,
    request,
  }) => {
    const paths = [
      '/en/',
      '/it/chi-siamo/',
      '/en/events/rio-carnival-2027/',
      '/en/specialjourney/journey-iceland-fire-and-ice/',
      '/en/destinations/',
      '/en/destinations/europe/continent-europe/',
      '/en/results/packages/',
      '/en/no-such-page/',
    ];
    for (const path of paths) await page.goto(`${outage}${path}`);
    await switchCms(request, 'down');
    for (const path of paths) {
      const response = await page.goto(`${outage}${path}`);
      expect(response?.status(), path).toBe(path === '/en/no-such-page/' ? 404 : 200);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByTestId('error-status'), path).toHaveCount(path === '/en/no-such-page/' ? 1 : 0);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translator('en')('errors.notFound.title'));
  });

  test('a page never rendered shows the technical-issues page, and the site recovers without a restart', async ({
    page,
    request,
  }) => {
    await switchCms(request, 'down');
    // An address nothing has rendered: while the CMS is down, the site cannot tell what it is.
    const never = `${outage}/pt/destinos/oceania/continent-nowhere/`;
    const response = await page.goto(never);
    expect(response?.status()).toBe(500);
    await expect(page.getByTestId('error-status')).toHaveText('503');
    const t = translator('pt');
    await expect(page.getByText(t('errors.unavailable.title'))).toBeVisible();
    await expect(page.getByText(t('errors.unavailable.subtitle'))).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('link')).toHaveCount(0);
    // Nothing of the failure reaches the page. The one address it carries is the public content API the
    // header's destination search asks from the browser (with the delivery token), the CMS stand-in here.
    const publicContentApi = `${cms}${contentApiPath(EMBEDDED_SPACE.spaceId, EMBEDDED_SPACE.environmentId)}`;
    expect((await page.content()).replaceAll(publicContentApi, '')).not.toMatch(
      /127\.0\.0\.1|ECONNREFUSED|fetch failed|graphql/i,
    );

    await switchCms(request, 'up');
    // Back: the CMS says there is no such continent.
    expect((await page.goto(never))?.status()).toBe(404);
    expect((await page.goto(`${outage}/pt/destinos/oceania/continent-oceania/`))?.status()).toBe(200);
  });
});
