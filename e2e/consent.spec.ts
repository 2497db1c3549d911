import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { CONSENT_MAX_AGE } from '@/lib/consent/consent';
import type { Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { SITE, translator, watchLayoutShifts } from './support';

/**
 * Consent and tag manager: the banner, the cookie that keeps the choice, Consent Mode v2 in the
 * data layer, and the container, which loads only after a grant. The site server of the run has a GTM_ID
 * (playwright.config.ts); its origin is answered here by a stand-in, so no request ever reaches Google.
 * Every other test file starts with a stored rejection; this one starts with no choice.
 */

test.use({ storageState: { cookies: [], origins: [] } });

const GTM_ID = process.env.E2E_GTM_ID!;
const CONTAINER = `https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`;
const origin = new URL(SITE).origin;

/** Every request the page makes, from its first, and the tag manager's origin answered by a stand-in container. */
async function record(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.standInRuns = (window.standInRuns || 0) + 1;' }),
  );
  return {
    /** Requests to any other origin (data: and blob: are not requests to an origin). */
    foreign: () =>
      requests.map((request) => request.url()).filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin),
    containers: () => requests.filter((request) => request.url() === CONTAINER).length,
    addressAsked: () => requests.filter((request) => new URL(request.url()).pathname === '/api/tag-manager/').length,
  };
}

/** The data layer, with gtag's `arguments` objects as `['gtag', ...arguments]`. */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? ['gtag', ...Array.from(entry as ArrayLike<unknown>)]
        : entry,
    ),
  );
}

const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
const GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

function banner(page: Page, locale: Locale) {
  return page.getByRole('region', { name: translator(locale)('consent.title') });
}

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'consent');
}

test('before a choice and after Reject all nothing goes to another origin, and the tag manager is never asked for', async ({
  page,
}) => {
  const t = translator('en');
  const seen = await record(page);
  await page.goto(hrefFor('en', 'home', {}));
  const region = banner(page, 'en');
  await expect(region).toBeVisible();
  // Equally prominent: the same size and style.
  const [reject, accept] = [
    region.getByRole('button', { name: t('consent.rejectAll') }),
    region.getByRole('button', { name: t('consent.acceptAll') }),
  ];
  await expect(region.getByRole('button', { name: t('consent.choose') })).toBeVisible();
  const box = async (button: typeof reject) => {
    const { width, height } = (await button.boundingBox())!;
    return { width: Math.round(width), height: Math.round(height), className: await button.getAttribute('class') };
  };
  expect(await box(reject)).toEqual(await box(accept));
  await page.waitForLoadState('networkidle');
  expect(await dataLayer(page)).toContainEqual(['gtag', 'consent', 'default', DENIED]);
  expect((await dataLayer(page))[0]).toEqual(['gtag', 'consent', 'default', DENIED]);

  await reject.click();
  await expect(region).toBeHidden();
  expect((await consentCookie(page))?.value).toBe('v1:analytics=0:marketing=0');
  expect(await dataLayer(page)).toContainEqual(['gtag', 'consent', 'update', DENIED]);

  // Another page by the site's navigation, then a reload: the choice holds and still nothing leaves.
  await page
    .getByRole('navigation', { name: t('nav.main') })
    .getByRole('link', { name: t('screens.contact.title') })
    .click();
  await expect(page.locator('main[data-screen="contact"]')).toBeVisible();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(banner(page, 'en')).toBeHidden();
  expect((await dataLayer(page)).slice(0, 2)).toEqual([
    ['gtag', 'consent', 'default', DENIED],
    ['gtag', 'consent', 'update', DENIED],
  ]);
  expect(seen.foreign()).toEqual([]);
  expect(seen.addressAsked()).toBe(0);
  expect(seen.containers()).toBe(0);
});

test('Accept all: Consent Mode update, then the container, once; a returning visitor gets default, update, container on load', async ({
  page,
}) => {
  const t = translator('it');
  const seen = await record(page);
  await page.goto(hrefFor('it', 'home', {}));
  await page.waitForLoadState('networkidle');
  expect(seen.foreign()).toEqual([]);

  await banner(page, 'it')
    .getByRole('button', { name: t('consent.acceptAll') })
    .click();
  await expect(banner(page, 'it')).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as { standInRuns?: number }).standInRuns)).toBe(1);
  const afterChoice = await dataLayer(page);
  const indexOf = (match: (entry: unknown) => boolean) => afterChoice.findIndex(match);
  const update = indexOf((entry) => JSON.stringify(entry) === JSON.stringify(['gtag', 'consent', 'update', GRANTED]));
  const start = indexOf((entry) => (entry as { event?: string }).event === 'gtm.js');
  expect(afterChoice[0]).toEqual(['gtag', 'consent', 'default', DENIED]);
  expect(update).toBeGreaterThan(0);
  expect(start).toBeGreaterThan(update);
  expect(seen.foreign()).toEqual([CONTAINER]);

  // A client navigation keeps the one container.
  await page
    .getByRole('navigation', { name: t('nav.main') })
    .getByRole('link', { name: t('screens.contact.title') })
    .click();
  await expect(page.locator('main[data-screen="contact"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.containers()).toBe(1);

  // Returning: no banner; the default, the stored grant's update, then the container, without a click.
  await page.reload();
  await expect.poll(() => page.evaluate(() => (window as { standInRuns?: number }).standInRuns)).toBe(1);
  await expect(banner(page, 'it')).toBeHidden();
  const returning = await dataLayer(page);
  expect(returning.slice(0, 2)).toEqual([
    ['gtag', 'consent', 'default', DENIED],
    ['gtag', 'consent', 'update', GRANTED],
  ]);
  expect(returning.findIndex((entry) => (entry as { event?: string }).event === 'gtm.js')).toBeGreaterThan(1);
  expect(seen.containers()).toBe(2);
  expect(new Set(seen.foreign())).toEqual(new Set([CONTAINER]));
});

test('the container address answers 503 once: the browser asks again at once and the container still loads', async ({
  page,
}) => {
  const t = translator('en');
  const seen = await record(page);
  let asked = 0;
  await page.route('**/api/tag-manager/', async (route) => {
    asked += 1;
    if (asked === 1) await route.fulfill({ status: 503, headers: { 'retry-after': '0' }, body: 'busy' });
    else await route.continue();
  });
  await page.goto(hrefFor('en', 'home', {}));
  await banner(page, 'en')
    .getByRole('button', { name: t('consent.acceptAll') })
    .click();
  await expect.poll(() => page.evaluate(() => (window as { standInRuns?: number }).standInRuns)).toBe(1);
  expect(seen.addressAsked()).toBe(2);
  expect(seen.containers()).toBe(1);
});

test('the choice is a first-party cookie for six months with its version; an older version asks again', async ({
  page,
  context,
}) => {
  await record(page);
  await page.goto(hrefFor('es', 'home', {}));
  const before = Date.now() / 1000;
  await banner(page, 'es')
    .getByRole('button', { name: translator('es')('consent.acceptAll') })
    .click();
  const cookie = (await consentCookie(page))!;
  expect(cookie).toMatchObject({
    value: 'v1:analytics=1:marketing=1',
    domain: 'localhost',
    path: '/',
    sameSite: 'Lax',
    httpOnly: false,
    secure: false,
  });
  expect(cookie.expires - before).toBeGreaterThan(CONSENT_MAX_AGE - 60);
  expect(cookie.expires - before).toBeLessThan(CONSENT_MAX_AGE + 60);
  expect(CONSENT_MAX_AGE / 86_400).toBe(183);

  await context.clearCookies();
  await context.addCookies([{ name: 'consent', value: 'v0:analytics=1:marketing=1', domain: 'localhost', path: '/' }]);
  const seen = await record(page);
  await page.reload();
  await expect(banner(page, 'es')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.addressAsked()).toBe(0);
  expect((await dataLayer(page)).filter((entry) => Array.isArray(entry) && entry[1] === 'consent')).toEqual([
    ['gtag', 'consent', 'default', DENIED],
  ]);
});

test('Choose saves analytics only; Cookie settings reopens the banner with focus, and a choice returns focus to it', async ({
  page,
}) => {
  const t = translator('pt');
  const seen = await record(page);
  await page.goto(hrefFor('pt', 'contact', {}));
  const region = banner(page, 'pt');
  await region.getByRole('button', { name: t('consent.choose') }).click();
  const analytics = region.getByRole('checkbox', { name: t('consent.analytics') });
  const marketing = region.getByRole('checkbox', { name: t('consent.marketing') });
  await expect(analytics).toBeFocused();
  await expect(analytics).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await analytics.check();
  await region.getByRole('button', { name: t('consent.save') }).click();
  await expect(region).toBeHidden();
  expect((await consentCookie(page))?.value).toBe('v1:analytics=1:marketing=0');
  expect(await dataLayer(page)).toContainEqual([
    'gtag',
    'consent',
    'update',
    { ...DENIED, analytics_storage: 'granted' },
  ]);
  await expect.poll(seen.containers).toBe(1);

  const settings = page.getByRole('contentinfo').getByRole('button', { name: t('footer.cookieSettings') });
  await settings.click();
  await expect(region).toBeVisible();
  await expect(region).toBeFocused();
  // Not a trap: Shift+Tab leaves the banner for the page.
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.getElementById('consent-banner')!.contains(document.activeElement))).toBe(
    false,
  );
  // Shift+Tab reached "Cookie settings" (under the open banner, out of the pointer's reach): Enter moves focus in again.
  await expect(settings).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(region).toBeFocused();
  await region.getByRole('button', { name: t('consent.choose') }).click();
  // The stored choice, not the defaults.
  await expect(analytics).toBeChecked();
  await expect(marketing).not.toBeChecked();
  await region.getByRole('button', { name: t('consent.rejectAll') }).click();
  await expect(region).toBeHidden();
  await expect(settings).toBeFocused();
  expect((await consentCookie(page))?.value).toBe('v1:analytics=0:marketing=0');
  expect((await dataLayer(page)).at(-1)).toEqual(['gtag', 'consent', 'update', DENIED]);
  expect(seen.containers()).toBe(1);
});

test('the banner shows before the JavaScript runs and shifts nothing (CLS 0)', async ({ page }) => {
  const layoutShifts = await watchLayoutShifts(page);
  await page.goto(hrefFor('en', 'contact', {}));
  await expect(banner(page, 'en')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await layoutShifts()).toEqual([]);

  // Without the framework's scripts the server's HTML and the boot script alone show it.
  const bare = await page.context().newPage();
  await bare.route('**/_next/static/**/*.js', (route) => route.abort());
  await bare.goto(hrefFor('es', 'contact', {}));
  await expect(banner(bare, 'es')).toBeVisible();
  await expect(banner(bare, 'es')).toHaveCSS('position', 'fixed');
});

test('on the narrowest phone the banner fits the screen, its buttons large enough to touch', async ({ page }) => {
  const t = translator('pt');
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(hrefFor('pt', 'contact', {}));
  const region = banner(page, 'pt');
  await expect(region).toBeVisible();
  for (const layer of ['first', 'choose'] as const) {
    if (layer === 'choose') await region.getByRole('button', { name: t('consent.choose') }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const box = (await region.boundingBox())!;
    expect(box.x).toBe(0);
    expect(Math.round(box.y + box.height)).toBe(640);
    // The first layer leaves most of the screen to the page; the second, asked for, fits on it.
    expect(box.height, `${layer}: the banner's height`).toBeLessThan(layer === 'first' ? 640 / 2 : 640);
    for (const button of await region.getByRole('button').all())
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  // A phone on its side: the banner scrolls within the screen, Save stays reachable.
  await page.setViewportSize({ width: 640, height: 320 });
  const save = region.getByRole('button', { name: t('consent.save') });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  expect((await region.boundingBox())!.height).toBeLessThanOrEqual(320);
});

test('pages stay shared: the same HTML and Cache-Control with or without a choice', async ({ request }) => {
  const path = hrefFor('en', 'contact', {});
  const none = await request.get(path);
  const chosen = await request.get(path, { headers: { cookie: 'consent=v1:analytics=1:marketing=1' } });
  expect(none.status()).toBe(200);
  expect(none.headers()['cache-control']).toMatch(/s-maxage=3600/);
  expect(chosen.headers()['cache-control']).toBe(none.headers()['cache-control']);
  expect(await chosen.text()).toBe(await none.text());
  expect(chosen.headers()['set-cookie']).toBeUndefined();
});

test('the container address comes from the server only when it has a GTM_ID, never cached; the policy admits its origin only then', async ({
  request,
}) => {
  const answer = await request.get('/api/tag-manager/');
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(await answer.json()).toEqual({ src: CONTAINER });
  const page = await request.get(hrefFor('en', 'contact', {}));
  expect(page.headers()['content-security-policy']).toMatch(
    /script-src 'self'[^;]* https:\/\/www\.googletagmanager\.com/,
  );

  // The maintenance server of the run has none.
  const maintenance = process.env.E2E_MAINTENANCE_URL!;
  expect(await (await request.get(`${maintenance}/api/tag-manager/`)).json()).toEqual({ src: null });
  const down = await request.get(`${maintenance}/en/`);
  expect(down.status()).toBe(503);
  expect(down.headers()['content-security-policy']).not.toContain('google');
});

for (const locale of ['en', 'es'] as const) {
  test(`axe finds nothing on a page with the banner open, both layers (${locale})`, async ({ page }) => {
    const t = translator(locale);
    await page.goto(hrefFor(locale, 'contact', {}));
    const region = banner(page, locale);
    await expect(region).toBeVisible();
    await expect(region).toContainText(t('consent.text'));
    const violations = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(await violations()).toEqual([]);
    await region.getByRole('button', { name: t('consent.choose') }).click();
    await expect(region.getByRole('group', { name: t('consent.purposes') })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}
