import { expect, test, type Page } from '@playwright/test';
import { seedBookings } from '@/lib/db/seed';
import type { Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { translator } from './support';

/**
 * The booking lookup against the built site on its embedded store
 * (seeded on first use). Each test uses its own seed booking: the limits per
 * reference last for the whole run. Every lookup here also counts towards
 * the per-client limit (20 per 15 minutes from 127.0.0.1), so the file keeps
 * well under it.
 */
const booking = (market: string, index = 0) => seedBookings.filter((entry) => entry.market === market)[index]!;

async function lookUp(page: Page, locale: Locale, reference: string, email: string) {
  const t = translator(locale);
  await page.getByLabel(t('booking.reference')).fill(reference);
  await page.getByLabel(t('booking.email')).fill(email);
  const consent = page.getByLabel(t('booking.consent'));
  if (!(await consent.isChecked())) await consent.check();
  const answer = page.waitForResponse((response) => response.url().includes('/api/booking-lookup/'));
  await page.getByRole('button', { name: t('booking.submit') }).click();
  return answer;
}

test('en: a booking is found by reference and e-mail (any case) and shown; the answer is private', async ({ page }) => {
  const t = translator('en');
  const emma = booking('UK');
  await page.goto(hrefFor('en', 'myBooking', {}));
  const response = await lookUp(page, 'en', emma.reference.toLowerCase(), emma.email.toUpperCase());
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const heading = page.getByRole('heading', { name: t('booking.foundTitle', { reference: emma.reference }) });
  await expect(heading).toBeFocused();
  await expect(page.getByText(t('booking.greeting', { name: emma.leadFirstName }))).toBeVisible();
  await expect(page.getByText(emma.packageName)).toBeVisible();
  await expect(page.getByText(t(`booking.status.${emma.status}`))).toBeVisible();
  for (const service of emma.services)
    await expect(page.getByText(t(`booking.services.${service}`), { exact: true })).toBeVisible();
  // Nothing more personal than what was typed: the e-mail is not on the page.
  await expect(page.locator('main')).not.toContainText(emma.email);
  // Back to the form for another booking.
  await page.getByRole('button', { name: t('booking.another') }).click();
  await expect(page.getByLabel(t('booking.reference'))).toHaveValue(emma.reference.toLowerCase());
  await expect(page.getByLabel(t('booking.reference'))).toBeFocused();
});

test('it: the spec’s messages; a wrong e-mail gets the spec’s failure and keeps what was typed', async ({ page }) => {
  const t = translator('it');
  const giulia = booking('IT');
  await page.goto(hrefFor('it', 'myBooking', {}));
  await page.getByRole('button', { name: t('booking.submit') }).click();
  await expect(page.getByText(t('forms.incomplete'))).toBeVisible();
  await expect(page.getByLabel(t('booking.reference'))).toBeFocused();
  await page.getByLabel(t('booking.reference')).fill('123');
  await page.getByLabel(t('booking.email')).focus();
  await expect(page.getByText(t('booking.referenceInvalid')).first()).toBeVisible();
  const response = await lookUp(page, 'it', giulia.reference, 'qualcun.altro@example.it');
  expect(response.status()).toBe(404);
  await expect(page.getByRole('alert').filter({ hasText: t('booking.lookupFailed') })).toBeVisible();
  await expect(page.getByLabel(t('booking.reference'))).toHaveValue(giulia.reference);
  await expect(page.getByLabel(t('booking.email'))).toHaveValue('qualcun.altro@example.it');
});

test('es: too many tries for one reference from one client are refused with 429 and the form says when to try again', async ({
  page,
}) => {
  const t = translator('es');
  const pablo = booking('ES', 1);
  await page.goto(hrefFor('es', 'myBooking', {}));
  let status = 0;
  for (let attempt = 0; attempt < 6 && status !== 429; attempt += 1)
    status = (await lookUp(page, 'es', pablo.reference, `intento${attempt}@example.es`)).status();
  expect(status).toBe(429);
  const notice = page
    .getByRole('alert')
    .filter({ hasText: t('booking.rateLimited', { time: '' }).replace(/\s*\.$/, '') });
  await expect(notice).toContainText(/\d+ (minutos?|segundos?)/);
  // The right e-mail from this client waits too: it was the one guessing (another client's is answered: lib/booking/lookup-route.test.ts).
  expect((await lookUp(page, 'es', pablo.reference, pablo.email)).status()).toBe(429);
});
