import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { locales } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { MAINTENANCE_FORM_ACTION, expectSecurityHeaders, watchViolations } from './csp';
import {
  PHONE_WIDTHS,
  addressesByLocale,
  phoneTemplates,
  renderPublishedAgain,
  smallTargets,
  widthReport,
} from './phone-layout';
import { SITE, firstLoadScripts, scriptsLoadedLater, translator, watchLayoutShifts } from './support';

/**
 * Phones: every template in every language at phone widths. No
 * page scrolls sideways, no text runs past the screen, every target is large
 * enough to touch, and axe finds nothing serious. Each load also carries the
 * security headers and meets no violation of its Content-Security-Policy
 * (e2e/security-headers.spec.ts has the rest). Then the menu.
 */

const phone = { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true } as const;
const maintenanceUrl = process.env.E2E_MAINTENANCE_URL!;

async function settle(page: Page) {
  // Two frames: the resize's layout, then anything a ResizeObserver changed.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Width at every phone width, then touch targets and (when asked) axe at 360 px, on the page already open. */
async function checkPhoneLayout(page: Page, where: string, { axe = true } = {}) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 780 });
    await settle(page);
    const report = await widthReport(page);
    expect.soft(report.scrollWidth, `${where} at ${width} px scrolls sideways`).toBeLessThanOrEqual(report.clientWidth);
    expect.soft(report.textPastEdge, `${where} at ${width} px: text past the screen's edge`).toEqual([]);
  }
  await page.setViewportSize(phone.viewport);
  await settle(page);
  expect.soft(await smallTargets(page), `${where}: targets too small to touch`).toEqual([]);
  if (!axe) return;
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect.soft(serious, `${where}: serious or critical axe violations`).toEqual([]);
}

test.describe('every template at phone widths', () => {
  test.use(phone);
  test.beforeAll(({ request }) => renderPublishedAgain(request));

  Object.entries(phoneTemplates).forEach(([template, englishPath], index) => {
    test(`${template}, in every language it is shown in`, async ({ page }) => {
      test.setTimeout(90_000);
      const violations = await watchViolations(page);
      const { addresses, response: english } = await addressesByLocale(page, englishPath);
      expect(Object.keys(addresses).length, 'the languages the page is shown in').toBeGreaterThanOrEqual(3);
      // axe (4 s a page here) in English and one other language, a different one for each template in turn.
      const others = Object.keys(addresses).filter((locale) => locale !== 'en');
      const axeLocales = new Set(['en', others[index % others.length]]);
      for (const [locale, address] of Object.entries(addresses)) {
        // The English page is open already when its address is the one asked.
        const response = locale === 'en' && address === englishPath ? english : await page.goto(address);
        expect(response?.status(), address).toBe(template === '404 page' ? 404 : 200);
        expectSecurityHeaders(response);
        await checkPhoneLayout(page, `${template} ${address}`, { axe: axeLocales.has(locale) });
        expect.soft(await violations(), `${address}: violations of the Content-Security-Policy`).toEqual([]);
      }
    });
  });

  test('the 503 page, in every language', async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    for (const locale of locales) {
      const response = await page.goto(`${maintenanceUrl}${hrefFor(locale, 'contact', {})}`);
      expect(response?.status()).toBe(503);
      expectSecurityHeaders(response, MAINTENANCE_FORM_ACTION);
      await expect(page.getByTestId('error-status')).toHaveText('503');
      await checkPhoneLayout(page, `503 ${locale}`, { axe: locale === 'en' || locale === 'es' });
      expect.soft(await violations(), `503 ${locale}: violations of the Content-Security-Policy`).toEqual([]);
    }
  });
});

test.describe('the menu on a phone', () => {
  test.use(phone);

  test('opens a sheet with every destination and the languages, loading its code on the first press', async ({
    page,
  }) => {
    const t = translator('it');
    const loaded: string[] = [];
    await page.goto('/it/chi-siamo/');
    await page.waitForLoadState('networkidle');
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') loaded.push(response.url());
    });

    // Below md the header shows the button, not the desktop navigation.
    const header = page.locator('header').first();
    await expect(header.getByRole('navigation', { name: t('nav.main') })).toBeHidden();
    const button = header.getByRole('button', { name: t('nav.openMenu') });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift' });
    });

    await button.click();
    const sheet = page.getByRole('dialog', { name: t('nav.menu') });
    await expect(sheet).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(loaded.length, 'the menu loads its code when pressed').toBeGreaterThan(0);
    // It fills the screen, once its opening transition has ended.
    // The state turns open on a timer; the slide may end a frame later on a busy machine.
    await expect(sheet).toHaveAttribute('data-state', 'open');
    await expect
      .poll(async () => Object.values((await sheet.boundingBox()) ?? {}).map(Math.round))
      .toEqual([0, 0, 360, 780]);
    await expect(page.locator(`#${await button.getAttribute('aria-controls')}`)).toBeVisible();

    for (const screen of ['destinations', 'packageResults', 'aiTours', 'myBooking', 'contact'] as const) {
      await expect(sheet.getByRole('link', { name: t(`screens.${screen}.title`) })).toHaveAttribute(
        'href',
        hrefFor('it', screen, {}),
      );
    }
    // The language switcher keeps the screen.
    await expect(sheet.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/about-us/');
    await expect(sheet.getByRole('link', { name: 'Italiano' })).toHaveAttribute('aria-current', 'page');

    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      'no layout shift while the menu opens',
    ).toBe(0);

    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('its code is not in the page until the button is pressed', async ({ page, request }) => {
    await page.goto('/en/');
    const marker = 'safe-area-inset-bottom';
    expect((await firstLoadScripts(page, request)).some((source) => source.includes(marker))).toBe(false);
    const loaded = scriptsLoadedLater(page);
    await page.getByRole('button', { name: translator('en')('nav.openMenu') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => loaded.some((source) => source.includes(marker))).toBe(true);
  });

  test('closes on navigation, and by swiping down', async ({ page }) => {
    const t = translator('en');
    await page.goto('/en/about-us/');
    const button = page.getByRole('button', { name: t('nav.openMenu') });
    await button.click();
    const sheet = page.getByRole('dialog', { name: t('nav.menu') });
    await sheet.getByRole('link', { name: t('screens.contact.title') }).click();
    await expect(page).toHaveURL(hrefFor('en', 'contact', {}));
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('screens.contact.heading'));

    await button.click();
    await expect(sheet).toBeVisible();
    // Once it is open (the modal drops a swipe during its opening slide, on purpose).
    await expect(sheet).toHaveAttribute('data-state', 'open');
    // A drag down by a fifth of the screen (a mouse drag: the touch gesture is covered by the modal's unit tests).
    const box = (await sheet.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 40);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 40 + 160, { steps: 8 });
    await page.mouse.up();
    await expect(sheet).toBeHidden();
  });

  test('is not there on a desktop, where the header shows the navigation', async ({ page }) => {
    const t = translator('pt');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/pt/');
    await expect(page.getByRole('button', { name: t('nav.openMenu') })).toBeHidden();
    await expect(page.locator('header').getByRole('navigation', { name: t('nav.main') })).toBeVisible();
    await expect(page.locator('header').getByRole('navigation', { name: t('nav.language') })).toBeVisible();
  });
});

test.describe('the first load', () => {
  /** Code that runs on some screens or only when something goes wrong, each with a text only its code holds. */
  const notInTheFirstLoad = {
    // packages/cms/model/define.ts: a client component reading one of the model's patterns once brought all of it.
    "the content model's field builders": 'must be lowerCamelCase letters and digits',
    // lib/results/query.ts (a sort order's value): the shell's store asks only whether a path is a results screen.
    "the results' state": 'price-desc',
    // components/error/error-content.ts: the error page's texts load with the error.
    'the error page': 'errors.unavailable.title',
  };

  test('carries none of the code a page runs only on other screens or when an error happens', async ({
    page,
    request,
  }) => {
    for (const path of ['/en/', '/en/events/rome-marathon-2026/', '/en/destinations/']) {
      await page.goto(path);
      const sources = await firstLoadScripts(page, request);
      for (const [what, marker] of Object.entries(notInTheFirstLoad)) {
        expect
          .soft(
            sources.some((source) => source.includes(marker)),
            `${what} in the first load of ${path}`,
          )
          .toBe(false);
      }
    }
  });
});

/**
 * The site behind a proxy that sends `path`'s HTML in two parts, cut just before the first `cut` and `pause` ms
 * apart, as a slow network or a busy phone's parser would: the browser paints what it has in between.
 */
async function arrivingInTwoParts(
  path: string,
  cut: string,
  pause: number,
): Promise<{ origin: string; close: () => void }> {
  const site = new URL(SITE);
  const server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: site.host, 'accept-encoding': 'identity' };
    const upstream = httpRequest(
      { host: site.hostname, port: site.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        // Sent in parts without a length.
        const answerHeaders = { ...answer.headers };
        delete answerHeaders['content-length'];
        outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
        if (incoming.url !== path) return void answer.pipe(outgoing);
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const at = Math.max(0, html.indexOf(cut));
          outgoing.write(html.slice(0, at));
          setTimeout(() => outgoing.end(html.slice(at)), pause);
        });
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

test.describe('a page painted before all its HTML has arrived', () => {
  test.use(phone);

  // Headers whose text sits at their bottom: what comes later in the HTML pushes what came first up.
  const headers = [
    {
      template: 'special journey',
      path: '/en/specialjourney/journey-iceland-fire-and-ice/',
      cut: 'data-testid="journey-facts"',
    },
    { template: 'event', path: '/en/events/rome-marathon-2026/', cut: '<h1' },
  ];

  for (const { template, path, cut } of headers) {
    test(`shows the ${template}'s header whole, once, without a shift`, async ({ page, request }) => {
      expect(await (await request.get(path)).text()).toContain(cut);
      const proxy = await arrivingInTwoParts(path, cut, 1500);
      try {
        const layoutShifts = await watchLayoutShifts(page);
        await page.goto(`${proxy.origin}${path}`, { waitUntil: 'commit' });
        // While the rest is on its way, the header's first part is in the page but not shown.
        const block = page.locator('[data-layout] > header > div');
        const first = block.locator(':scope > :first-child');
        await expect(first).toBeAttached();
        await expect.soft(first, 'painted before the rest of its header arrived').toBeHidden();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(block).toBeVisible();
        await page.waitForLoadState('load');
        await settle(page);
        expect(await layoutShifts(), 'layout shifts').toEqual([]);
      } finally {
        proxy.close();
      }
    });
  }
});

test.describe('swiping on a phone', () => {
  test.use(phone);

  test('a sideways swipe scrolls the search box tabs, not the page; the hero carousel turns by swipe and by its buttons', async ({
    page,
  }) => {
    const t = translator('en');
    await page.goto('/en/');
    const cdp = await page.context().newCDPSession(page);
    const swipeLeft = async (x: number, y: number) =>
      cdp.send('Input.synthesizeScrollGesture', {
        x,
        y,
        xDistance: -220,
        yDistance: 0,
        gestureSourceType: 'touch',
        speed: 800,
      });

    const tabs = page.locator('#search ul');
    await tabs.scrollIntoViewIfNeeded();
    const row = (await tabs.boundingBox())!;
    await swipeLeft(row.x + row.width - 40, row.y + row.height / 2);
    await expect.poll(() => tabs.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);

    const carousel = page.locator('section[aria-roledescription="carousel"]').first();
    await carousel.scrollIntoViewIfNeeded();
    const current = () => carousel.locator('[aria-roledescription="slide"]:not([inert]) h2').textContent();
    const first = await current();
    const box = (await carousel.boundingBox())!;
    await swipeLeft(box.x + box.width - 40, box.y + box.height / 3);
    await expect.poll(current).not.toBe(first);
    await carousel.getByRole('button', { name: t('modules.heroBanner.previous') }).click();
    await expect.poll(current).toBe(first);
  });
});
