import { randomInt, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { CONSENT_BOOT_SCRIPT_HASH } from '@/lib/http/security-headers';
import { hrefFor } from '@/lib/routes/href';
import { expectSecurityHeaders, watchViolations } from './csp';
import { phoneTemplates } from './phone-layout';
import { FROM_CACHE, translator } from './support';

/**
 * Security headers (lib/http/security-headers.ts): every template,
 * the error pages and draft mode load with the Content-Security-Policy
 * enforced and no violation (most templates and the 503 page in
 * e2e/phones.spec.ts, which loads each in every language), and their client
 * components work (hydrated); every other kind of response carries the
 * headers too.
 */

/**
 * Every template of e2e/phone-layout.ts is loaded in every language by e2e/phones.spec.ts, which checks these
 * headers and that no violation occurs on each load; these are the kinds of page it does not load.
 */
const templates: Record<string, string> = {
  'destination by city': hrefFor('en', 'destinationByCity', {
    continent: 'europe',
    country: 'italy',
    city: 'rome',
    id: 'city-rome',
  }),
  // Not prerendered: rendered on its first request into the cache (that response carries the policy too), then served from it.
  'filtered results': `${hrefFor('en', 'packageResults', {})}?categories=beach&sort=duration&utm_source=csp`,
};

test.describe('the policy on every template', () => {
  for (const [template, path] of Object.entries(templates)) {
    test(`${template} (${path}) loads with the headers and no violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
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
    expect(response?.headers()['x-nextjs-cache']).toMatch(FROM_CACHE);
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('region', { name: t('modules.searchboxItem.heading') });
    await box.getByRole('link', { name: 'Hotels', exact: true }).click();
    // Below 768 px the tab opens a sheet, which drops Escape until its slide is over (machines/modal.ts).
    const sheet = page.getByRole('dialog', { name: 'Hotels' });
    await expect(sheet.getByRole('form', { name: t('modules.searchboxItem.heading') })).toBeVisible();
    await expect(sheet).toHaveAttribute('data-state', 'open');
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    const menu = page
      .locator('header')
      .first()
      .getByRole('button', { name: t('nav.openMenu') });
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
    await page
      .getByRole('form', { name: t('aiSearch.label') })
      .getByRole('button', { name: t('aiSearch.search') })
      .click();
    await expect(page.getByRole('form', { name: t('aiSearch.label') }).getByRole('alert')).toContainText(
      t('forms.incomplete'),
    );
    expect(await violations()).toEqual([]);
  });

  test('the sign-in dialog loads its code and texts and validates under the policy', async ({ page }) => {
    const t = translator('en');
    const violations = await watchViolations(page);
    await page.goto(hrefFor('en', 'catalogues', {}));
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('account.signIn') })
      .click();
    const dialog = page.getByRole('dialog', { name: t('account.signIn') });
    await dialog.getByRole('button', { name: t('account.signIn') }).click();
    await expect(dialog.getByText(t('forms.incomplete'))).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the policy is enforced: an injected inline script is blocked and reported', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(phoneTemplates['content page']!);
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
    expect(response?.headers()['content-security-policy']).toMatch(
      /script-src 'nonce-[^']+' 'sha256-[^']+' 'strict-dynamic'/,
    );
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
});

test("a policy the visitor sends is not taken for the site's: its nonce never reaches a page rendered into the cache", async ({
  request,
}) => {
  // A state no other request has made (a budget of its own; tracking parameters do not make a page), so it renders now.
  const address = `${hrefFor('en', 'packageResults', {})}?categories=beach&min=${1000 + randomInt(1000)}&utm_source=${randomUUID()}`;
  const response = await request.get(address, {
    headers: { 'Content-Security-Policy': "script-src 'nonce-c2VudGJ5YXZpc2l0b3I='" },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['x-nextjs-cache']).not.toBe('HIT');
  expect((await response.text()).includes('c2VudGJ5YXZpc2l0b3I='), "the visitor's nonce in the page").toBe(false);
  expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
});

test.describe('the headers on every other response', () => {
  test('API routes, framework files, the content service, redirects', async ({ request, page }) => {
    await page.goto('/en/about-us/');
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    const addresses = [
      script!,
      '/api/search/cruises/?destination=x',
      '/api/tag-manager/',
      '/content/v1/spaces/ventura/environments/master',
      '/builds/latest.json',
      '/',
      '/en/about-us',
    ];
    for (const address of addresses) {
      const response = await request.get(address, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers['content-security-policy'], address).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
      expect(headers['x-content-type-options'], address).toBe('nosniff');
      expect(headers['referrer-policy'], address).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy'], address).toBe('same-origin');
    }
  });
});
