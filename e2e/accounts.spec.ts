import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNT } from '@/lib/db/seed';
import type { Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { hydrated, translator } from './support';

/**
 * Accounts and catalogue requests against the built site on its
 * embedded store, where the seed made the demo account. Sign-in tries count
 * per account (5 in 15 minutes) and per client address (30 from 127.0.0.1
 * for the whole run), so each test uses its own e-mail where it fails on
 * purpose, and the file keeps well under the client's limit.
 */

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Opens the header's sign-in dialog and waits until it is open (the modal's data-state). */
async function openSignIn(page: Page, locale: Locale) {
  const t = translator(locale);
  const link = page.getByRole('banner').getByRole('link', { name: t('account.signIn') });
  // Before hydration the link is the sign-in page's plain link (the fallback without JavaScript), not the dialog.
  await hydrated(link);
  await link.click();
  const dialog = page.getByRole('dialog', { name: t('account.signIn') });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills the sign-in form and sends it; resolves with the API's status once it has answered. */
async function signInWith(scope: ReturnType<Page['getByRole']>, locale: Locale, email: string, password: string) {
  const t = translator(locale);
  await scope.getByLabel(t('account.email')).fill(email);
  await scope.getByLabel(t('account.password'), { exact: true }).fill(password);
  const answer = scope.page().waitForResponse((response) => response.url().includes('/api/account/sign-in/'));
  await scope.getByRole('button', { name: t('account.signIn') }).click();
  return (await answer).status();
}

test('en: sign in from the header, request a catalogue, sign out', async ({ page, context }) => {
  const t = translator('en');
  await page.goto(hrefFor('en', 'catalogues', {}));
  await expect(page.getByText(t('catalogue.loginRequired'))).toBeVisible();
  const dialog = await openSignIn(page, 'en');
  await signInWith(dialog, 'en', DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await expect(dialog).toBeHidden();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: t('account.signOut') })).toBeVisible();
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
  expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(token!.expires - Date.now() / 1000).toBeGreaterThan(604_800 - 120);
  await expect(page.getByText(t('catalogue.loginRequired'))).toBeHidden();

  await page.getByRole('checkbox', { name: 'Europe 2026' }).check();
  await page.getByLabel(t('catalogue.companyName'), { exact: true }).fill('Clarke & Co');
  await page.getByLabel(t('catalogue.email'), { exact: true }).fill('office@clarke.example');
  await page.getByLabel(t('catalogue.phone'), { exact: true }).fill('+44 20 7946 0000');
  await page.getByLabel(t('catalogue.address'), { exact: true }).fill('1 High Street');
  await page.getByLabel(t('catalogue.zipCode'), { exact: true }).fill('SW1A 1AA');
  await page.getByLabel(t('catalogue.city'), { exact: true }).fill('London');
  await page.getByLabel(t('catalogue.state'), { exact: true }).fill('Greater London');
  await page.getByLabel(t('catalogue.country'), { exact: true }).fill('United Kingdom');
  const answer = page.waitForResponse((response) => response.url().includes('/api/catalogue-request/'));
  await page.getByRole('button', { name: t('catalogue.submit') }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByRole('heading', { name: t('catalogue.success') })).toBeFocused();

  await banner.getByRole('button', { name: t('account.signOut') }).click();
  await expect(banner.getByRole('link', { name: t('account.signIn') })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
});

test('it: signed out, the form asks to sign in; after signing in from it, what was typed is still there and is sent', async ({
  page,
}) => {
  const t = translator('it');
  await page.goto(hrefFor('it', 'catalogues', {}));
  const notice = page.getByRole('status').filter({ hasText: t('catalogue.loginRequired') });
  await expect(notice).toHaveText(/Devi effettuare l'accesso per richiedere i nostri cataloghi cartacei\./);
  await page.getByRole('checkbox', { name: 'Crociere 2026' }).check();
  await page.getByLabel(t('catalogue.companyName'), { exact: true }).fill('Romano Viaggi');
  await page.getByLabel(t('catalogue.email'), { exact: true }).fill('info@romano.example');
  await notice.getByRole('button', { name: t('account.signIn') }).click();
  const dialog = page.getByRole('dialog', { name: t('account.signIn') });
  await signInWith(dialog, 'it', DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(t('catalogue.companyName'), { exact: true })).toHaveValue('Romano Viaggi');
  await expect(page.getByRole('checkbox', { name: 'Crociere 2026' })).toBeChecked();
  await expect(notice).toBeHidden();
  await page.getByLabel(t('catalogue.phone'), { exact: true }).fill('+39 06 1234 5678');
  await page.getByLabel(t('catalogue.address'), { exact: true }).fill('Via Roma 1');
  await page.getByLabel(t('catalogue.zipCode'), { exact: true }).fill('00100');
  await page.getByLabel(t('catalogue.city'), { exact: true }).fill('Roma');
  await page.getByLabel(t('catalogue.state'), { exact: true }).fill('RM');
  await page.getByLabel(t('catalogue.country'), { exact: true }).fill('Italia');
  await page.getByRole('button', { name: t('catalogue.submit') }).click();
  await expect(page.getByRole('heading', { name: t('catalogue.success') })).toBeVisible();
});

test('es: a wrong password says so, without telling whether the e-mail has an account', async ({ page }) => {
  const t = translator('es');
  await page.goto(hrefFor('es', 'home', {}));
  const dialog = await openSignIn(page, 'es');
  await signInWith(dialog, 'es', unique('nadie'), 'una contraseña cualquiera');
  await expect(dialog.getByRole('alert').filter({ hasText: t('account.invalidCredentials') })).toBeVisible();
  await expect(dialog.getByLabel(t('account.email'))).not.toHaveValue('');
  await expect(dialog.getByLabel(t('account.password'), { exact: true })).toHaveValue('');
});

test('en: after five wrong passwords for one account from one address, the sixth try there waits', async ({ page }) => {
  const t = translator('en');
  const email = unique('guess');
  await page.goto(hrefFor('en', 'home', {}));
  const dialog = await openSignIn(page, 'en');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    expect(await signInWith(dialog, 'en', email, `wrong guess ${attempt}`)).toBe(401);
    await expect(dialog.getByRole('alert').filter({ hasText: t('account.invalidCredentials') })).toBeVisible();
    // The form empties the password once it has read the answer; the alert is
    // already there from the try before, so wait for that, or the next fill
    // lands first, is emptied, and the form never sends.
    await expect(dialog.getByLabel(t('account.password'), { exact: true })).toHaveValue('');
  }
  expect(await signInWith(dialog, 'en', email, 'wrong guess 6')).toBe(429);
  await expect(dialog.getByRole('alert').filter({ hasText: /Too many/ })).toHaveText(
    /^Too many tries\. Please try again in 60 seconds\.$/,
  );
});

test('pt: a new account from the dialog is signed in at once', async ({ page }) => {
  const t = translator('pt');
  await page.goto(hrefFor('pt', 'home', {}));
  const dialog = await openSignIn(page, 'pt');
  await dialog.getByRole('link', { name: t('account.register') }).click();
  await dialog.getByLabel(t('account.email')).fill(unique('nova'));
  await dialog.getByLabel(t('account.password'), { exact: true }).fill('uma frase bem comprida');
  await dialog.getByLabel(t('account.confirm')).fill('uma frase bem comprida');
  await dialog.getByRole('button', { name: t('account.register') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: t('account.signOut') })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('en: the sign-in page signs in with a plain form and goes on to `next`; a wrong password comes back with the message', async ({
    page,
    context,
  }) => {
    const t = translator('en');
    await page.goto(`${hrefFor('en', 'signIn', {})}?next=${encodeURIComponent(hrefFor('en', 'catalogues', {}))}`);
    await page.getByLabel(t('account.email')).fill(DEMO_ACCOUNT.email);
    await page.getByLabel(t('account.password'), { exact: true }).fill('not the password');
    await page.getByRole('button', { name: t('account.signIn') }).click();
    await expect(page).toHaveURL(/\/en\/sign-in\/\?next=%2Fen%2Fcatalogues%2F#invalid_credentials$/);
    await expect(page.getByRole('alert').filter({ hasText: t('account.invalidCredentials') })).toBeVisible();
    await page.getByLabel(t('account.email')).fill(DEMO_ACCOUNT.email);
    await page.getByLabel(t('account.password'), { exact: true }).fill(DEMO_ACCOUNT.password);
    await page.getByRole('button', { name: t('account.signIn') }).click();
    await expect(page).toHaveURL(/\/en\/catalogues\/$/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'token' && cookie.httpOnly)).toBe(true);
  });
});
