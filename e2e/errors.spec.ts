import { expect, test } from '@playwright/test';
import { translator } from './support';

const maintenanceUrl = process.env.E2E_MAINTENANCE_URL!;
const debugToken = process.env.E2E_DEBUG_TOKEN!;

test.describe('404', () => {
  test('an unknown path shows the not-found page with status 404 in the visitor’s language', async ({ page }) => {
    const t = translator('it');
    const response = await page.goto('/it/non/esiste/affatto/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('errors.notFound.title'));
    await expect(page.getByText(t('errors.notFound.subtitle'))).toBeVisible();
    await expect(page.getByTestId('error-status')).toHaveText('404');
    await page.getByRole('link', { name: t('errors.notFound.button') }).click();
    await expect(page).toHaveURL(/\/it\/$/);
  });

  test('the English texts of the spec', async ({ page }) => {
    const response = await page.goto('/en/no-such-page/really/deep/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops, this page doesn't exist anymore");
    await expect(page.getByText('Go back to find your next trip or look for help in our Help Centre.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/en/');
  });

  test('an invalid destination parameter gives 404 with "Page Not Found: {path}"', async ({ page }) => {
    const response = await page.goto('/en/destinations/Not_A_Continent/x1/');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-status-message')).toHaveText(
      'Page Not Found: /en/destinations/Not_A_Continent/x1/',
    );
  });

  test('/{locale}/404/ shows the page with status 404 too', async ({ page }) => {
    const response = await page.goto('/pt/404/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translator('pt')('errors.notFound.title'));
  });
});

test.describe('showErrors', () => {
  test('a production server shows no error details to a visitor, even with ?showErrors', async ({ page }) => {
    const response = await page.goto('/en/no/such/page/?showErrors');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-status')).toHaveText('404');
    await expect(page.getByTestId('error-details')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy' })).toHaveCount(0);
    expect(await page.content()).not.toMatch(/at \w+ \(|node_modules|\.next\/server/);
  });

  test('a wrong debug token shows nothing either', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-debug-token': `${debugToken}x` });
    await page.goto('/en/no/such/page/?showErrors');
    await expect(page.getByTestId('error-status')).toHaveText('404');
    await expect(page.getByTestId('error-details')).toHaveCount(0);
  });

  test('with the debug token, the raw error data is shown with a Copy button', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setExtraHTTPHeaders({ 'x-debug-token': debugToken });
    await page.goto('/en/no/such/page/?showErrors');
    const details = page.getByTestId('error-details');
    await expect(details).toContainText('"statusCode": 404');
    await expect(details).toContainText('/en/no/such/page/');
    await details.getByRole('button', { name: 'Copy' }).first().click();
    await expect(details.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"statusCode": 404');
  });

  test('without ?showErrors the token alone shows nothing', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-debug-token': debugToken });
    await page.goto('/en/no/such/page/');
    await expect(page.getByTestId('error-status')).toHaveText('404');
    await expect(page.getByTestId('error-details')).toHaveCount(0);
  });
});

test.describe('maintenance', () => {
  test('every page answers 503 with Retry-After and the technical-issues texts, without a home link', async ({
    page,
  }) => {
    const t = translator('es');
    const response = await page.goto(`${maintenanceUrl}/es/mi-reserva/`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('120');
    await expect(page.getByTestId('error-status')).toHaveText('503');
    const title = page.getByText(t('errors.unavailable.title'));
    const subtitle = page.getByText(t('errors.unavailable.subtitle'));
    await expect(title).toBeVisible();
    await expect(subtitle).toBeVisible();
    const [titleBox, subtitleBox] = [await title.boundingBox(), await subtitle.boundingBox()];
    expect(titleBox!.y).toBeLessThan(subtitleBox!.y);
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
  });

  test('the English texts and other paths too', async ({ request }) => {
    for (const path of ['/en/', '/en/a/b/c/', '/']) {
      const response = await request.get(`${maintenanceUrl}${path}`, {
        maxRedirects: 0,
        headers: { 'accept-language': 'en' },
      });
      expect(response.status(), path).toBe(503);
      const body = await response.text();
      expect(body).toContain('We are experiencing technical issues, please try again in a few minutes.');
      expect(body).toContain('Our engineers are resolving the issue.');
    }
  });
});
