import { randomInt, randomUUID } from 'node:crypto';
import { expect, test, type Page, type Response } from '@playwright/test';
import { CONSENT_BOOT_SCRIPT_HASH } from '@/lib/http/security-headers';
import { hrefFor } from '@/lib/routes/href';
import { translator } from './support';

/**
 * Security headers (issue 15, lib/http/security-headers.ts): every template,
 * the error pages and draft mode load with the Content-Security-Policy
 * enforced and no violation, and their client components work (hydrated);
 * every other kind of response carries the headers too.
 */

const templates: Record<string, string> = {
  home: hrefFor('en', 'home', {}),
  'content page': '/en/about-us/',
  'content subpage': '/en/help/booking-conditions/',
  event: '/en/events/rio-carnival-2027/',
  'special journey': '/en/specialjourney/journey-iceland-fire-and-ice/',
  'destinations index': hrefFor('en', 'destinations', {}),
  'destination by continent': hrefFor('en', 'destinationByContinent', { continent: 'europe', id: 'continent-europe' }),
  'destination by country': hrefFor('it', 'destinationByCountry', { continent: 'europa', country: 'italia', id: 'country-italy' }),
  'destination by city': hrefFor('en', 'destinationByCity', { continent: 'europe', country: 'italy', city: 'rome', id: 'city-rome' }),
  'package results': hrefFor('en', 'packageResults', {}),
  // Not prerendered: rendered on its first request into the cache (that response carries the policy too), then served from it.
  'filtered results': `${hrefFor('en', 'packageResults', {})}?categories=beach&sort=duration&utm_source=csp`,
  'booking lookup': hrefFor('en', 'myBooking', {}),
  'AI tours': hrefFor('en', 'aiTours', {}),
  contact: hrefFor('pt', 'contact', {}),
  'catalogue request': hrefFor('it', 'catalogues', {}),
  'sign-in page': hrefFor('es', 'signIn', {}),
  '404 page': '/en/no-such-page/',
};

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Collects every CSP violation of a page: the console's reports and the `securitypolicyviolation` events. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reported.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return async () => [...reported, ...((await page.evaluate(() => window.cspViolations ?? []).catch(() => [])) as string[])];
}

function expectSecurityHeaders(response: Response | null, formAction = "form-action 'self' https://booking.e2e.test") {
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  const scripts = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scripts, 'a script-src').not.toBe('');
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).toMatch(/'(sha256-[A-Za-z0-9+/=]+|nonce-[A-Za-z0-9+/=]+)'/);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", formAction]) expect(policy).toContain(directive);
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
  });
  expect(headers['permissions-policy']).toContain('camera=()');
  // One policy: a second one would be enforced as well and could block what the first allows.
  expect(policy).not.toContain(',');
}

test.describe('the policy on every template', () => {
  for (const [template, path] of Object.entries(templates)) {
    test(`${template} (${path}) loads with the headers and no violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(template === '404 page' ? 404 : 200);
      expectSecurityHeaders(response);
      await page.waitForLoadState('networkidle');
      // Hydrated: the header's language switcher (a client component) answers.
      await expect(page.locator('html')).toHaveAttribute('lang', /^(en|it|pt|es)$/);
      expect(await violations()).toEqual([]);
    });
  }

  test('the cached home page hydrates under the policy: the search tabs open, the menu opens', async ({ page }) => {
    const t = translator('en');
    const violations = await watchViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto(hrefFor('en', 'home', {}));
    expect(response?.headers()['x-nextjs-cache']).toBe('HIT');
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('region', { name: t('modules.searchboxItem.heading') });
    await box.getByRole('link', { name: 'Hotels', exact: true }).click();
    // Below 768 px the tab opens a sheet, which drops Escape until its slide is over (machines/modal.ts).
    const sheet = page.getByRole('dialog', { name: 'Hotels' });
    await expect(sheet.getByRole('form', { name: t('modules.searchboxItem.heading') })).toBeVisible();
    await expect(sheet).toHaveAttribute('data-state', 'open');
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    const menu = page.locator('header').first().getByRole('button', { name: t('nav.openMenu') });
    await menu.click();
    await expect(page.getByRole('dialog', { name: t('nav.menu') })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the forms validate under the policy (zod parses without eval): booking lookup, AI tours', async ({ page }) => {
    const t = translator('en');
    const violations = await watchViolations(page);
    await page.goto(hrefFor('en', 'myBooking', {}));
    await page.waitForLoadState('networkidle');
    await page.locator('main form button[type="submit"]').first().click();
    await expect(page.locator('main form [role="alert"]').filter({ hasText: t('forms.incomplete') })).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.goto(hrefFor('en', 'aiTours', {}));
    await page.getByRole('button', { name: t('aiSearch.search') }).click();
    await page.getByRole('textbox', { name: t('aiSearch.label') }).fill('Roma');
    await page.getByRole('form', { name: t('aiSearch.label') }).getByRole('button', { name: t('aiSearch.search') }).click();
    await expect(page.getByRole('form', { name: t('aiSearch.label') }).getByRole('alert')).toContainText(t('forms.incomplete'));
    expect(await violations()).toEqual([]);
  });

  test('the sign-in dialog loads its code and texts and validates under the policy', async ({ page }) => {
    const t = translator('en');
    const violations = await watchViolations(page);
    await page.goto(hrefFor('en', 'catalogues', {}));
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('link', { name: t('account.signIn') }).click();
    const dialog = page.getByRole('dialog', { name: t('account.signIn') });
    await dialog.getByRole('button', { name: t('account.signIn') }).click();
    await expect(dialog.getByText(t('forms.incomplete'))).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the policy is enforced: an injected inline script is blocked and reported', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(templates['content page']!);
    await page.waitForLoadState('networkidle');
    const ran = await page.evaluate(() => {
      (window as unknown as { injected?: boolean }).injected = false;
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringContaining('script-src')]));
  });

  test('draft mode: a nonce for the page rendered per request, no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(`/api/draft/?secret=${process.env.E2E_PREVIEW_SECRET}&path=/en/preview-diagnostics/`);
    const response = await page.reload();
    expectSecurityHeaders(response);
    // The nonce, the layout's consent boot script by its hash (lib/consent/boot-script.ts), strict-dynamic.
    expect(response?.headers()['content-security-policy']).toContain(`'${CONSENT_BOOT_SCRIPT_HASH}' 'strict-dynamic'`);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'sha256-[^']+' 'strict-dynamic'/);
    const nonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy']!)![1];
    await expect(page.getByTestId('preview-banner')).toBeVisible();
    await expect(page.getByTestId('module-diagnostic')).toHaveCount(2);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    // A fresh nonce per request.
    const again = await page.reload();
    expect(again?.headers()['content-security-policy']).not.toContain(nonce);
    expect(await violations()).toEqual([]);
  });

  test('the maintenance page (503) loads with the headers and no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(`${process.env.E2E_MAINTENANCE_URL}/en/about-us/`);
    expect(response?.status()).toBe(503);
    // That server has no booking engine configured.
    expectSecurityHeaders(response, "form-action 'self'; frame-ancestors");
    await expect(page.getByTestId('error-status')).toHaveText('503');
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
});

test('a policy the visitor sends is not taken for the site\'s: its nonce never reaches a page rendered into the cache', async ({ request }) => {
  // A state no other request has made (a budget of its own; tracking parameters do not make a page), so it renders now.
  const address = `${hrefFor('en', 'packageResults', {})}?categories=beach&min=${1000 + randomInt(1000)}&utm_source=${randomUUID()}`;
  const response = await request.get(address, { headers: { 'Content-Security-Policy': "script-src 'nonce-c2VudGJ5YXZpc2l0b3I='" } });
  expect(response.status()).toBe(200);
  expect(response.headers()['x-nextjs-cache']).not.toBe('HIT');
  expect((await response.text()).includes('c2VudGJ5YXZpc2l0b3I='), "the visitor's nonce in the page").toBe(false);
  expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
});

test.describe('the headers on every other response', () => {
  test('API routes, framework files, the content service, redirects', async ({ request, page }) => {
    await page.goto('/en/about-us/');
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    const addresses = [script!, '/api/search/cruises/?destination=x', '/api/tag-manager/', '/content/v1/spaces/ventura/environments/master', '/builds/latest.json', '/', '/en/about-us'];
    for (const address of addresses) {
      const response = await request.get(address, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers['content-security-policy'], address).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      expect(headers['x-content-type-options'], address).toBe('nosniff');
      expect(headers['referrer-policy'], address).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy'], address).toBe('same-origin');
    }
  });
});
