import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { locales } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { humanizeSlug as humanize } from '@/lib/routes/humanize';
import { routeTable, screenIds, templateParams } from '@/lib/routes/table';
import { sampleParams } from '@/lib/routes/sample-params';
import { pages } from '@/seed/data/pages';
import { translator } from './support';

/**
 * Screens whose content is a CMS entry (sample params find none, or another kind): e2e/pages.spec.ts,
 * e2e/destinations.spec.ts, e2e/packages.spec.ts and e2e/results.spec.ts cover them with the seed's.
 */
const cmsScreens = new Set([
  'home',
  'contentPage',
  'contentSubpage',
  'eventDetail',
  'specialJourney',
  'destinationByContinent',
  'destinationByCountry',
  'destinationByCity',
  'packageDetail',
  'packageResults',
  'packageResultsByCountry',
]);
const homePage = pages.find((page) => page.id === 'page-home')!;

for (const locale of locales) {
  test(`the ${locale} home page renders the shell in its language`, async ({ page }) => {
    const t = translator(locale);
    const response = await page.goto(`/${locale}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(homePage.name[locale]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homePage.name[locale]);
    await expect(page.getByRole('navigation', { name: t('nav.language') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('screens.contact.title') })).toHaveAttribute(
      'href',
      hrefFor(locale, 'contact', {}),
    );
  });

  // As served: each of these pages arrives whole (no streamed part), so its HTML is what a visitor sees first.
  test(`every screen answers at its ${locale} path with its heading and SEO title`, async ({ request }) => {
    const t = translator(locale);
    for (const screen of screenIds) {
      if (screen === 'notFound' || cmsScreens.has(screen)) continue;
      const names = templateParams(routeTable[screen].en);
      const params = Object.fromEntries(names.map((name) => [name, sampleParams[name]!]));
      const readable = Object.fromEntries(names.map((name) => [name, humanize(sampleParams[name]!)]));
      const path = hrefFor(locale, screen, params);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(new URL(response.url()).pathname, path).toBe(path);
      const { document } = new JSDOM(await response.text()).window;
      const headings = [...document.querySelectorAll('h1')].map((heading) =>
        heading.textContent?.replace(/\s+/g, ' ').trim(),
      );
      expect(headings, path).toEqual([t(`screens.${screen}.heading`, readable)]);
      const title =
        screen === 'home' ? t('site.seoTitle') : `${t(`screens.${screen}.title`, readable)} | ${t('site.name')}`;
      expect(document.title, path).toBe(title);
    }
  });
}

test('the head carries charset, viewport, robots, description and hreflang alternates', async ({ page }) => {
  const t = translator('it');
  await page.goto('/it/contattaci/');
  const head = page.locator('head');
  await expect(head.locator('meta[charset]')).toHaveAttribute('charset', /utf-8/i);
  // Visitors may zoom (WCAG 1.4.4): no maximum-scale, no user-scalable=no (README "Zoom").
  await expect(head.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=device-width, initial-scale=1');
  await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', t('site.seoDescription'));
  const alternates = await head
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]),
    );
  expect(Object.fromEntries(alternates)).toEqual({
    en: '/en/contact-us/',
    it: '/it/contattaci/',
    pt: '/pt/contacte-nos/',
    es: '/es/contactanos/',
    'x-default': '/en/contact-us/',
  });
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/it\/contattaci\/$/);
});

// Without a declared icon every browser asks for /favicon.ico, which answers 404 and logs an error on every page.
for (const path of ['/it/contattaci/', '/en/no-such-page/']) {
  test(`${path} declares the site's icon, and the icon loads`, async ({ page, request }) => {
    await page.goto(path);
    const icon = page.locator('head link[rel="icon"]');
    await expect(icon).toHaveCount(1);
    await expect(icon).toHaveAttribute('type', 'image/svg+xml');
    const response = await request.get(new URL((await icon.getAttribute('href'))!, page.url()).href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toContain('<svg');
  });
}
