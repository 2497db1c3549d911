import { expect, test, type Page } from '@playwright/test';
import { contactDetails } from '@/seed/data/contact';
import type { Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { translator } from './support';

/**
 * The contact page against the built site: the seed's
 * contact details in the page's language and a message sent, stored in the
 * embedded store. Every send counts towards the per-client limit of the
 * forms (20 per 15 minutes from 127.0.0.1): the file keeps well under it.
 * A store that fails is covered by lib/submissions/contact-route.test.ts and
 * components/contact/ContactForm.test.tsx.
 */

async function expectDetails(page: Page, locale: Locale) {
  const t = translator(locale);
  const details = page.getByRole('region', { name: t('contact.detailsHeading') });
  await expect(details.getByRole('link', { name: contactDetails.phone[locale] })).toHaveAttribute(
    'href',
    `tel:${contactDetails.phone[locale].replace(/[^\d+]/g, '')}`,
  );
  await expect(details.getByRole('link', { name: contactDetails.email[locale] })).toHaveAttribute(
    'href',
    `mailto:${contactDetails.email[locale]}`,
  );
  for (const line of contactDetails.openingHours[locale])
    await expect(details.getByText(line, { exact: true })).toBeVisible();
  await expect(details.getByText(contactDetails.intro[locale])).toBeVisible();
}

async function write(
  page: Page,
  locale: Locale,
  message: { name: string; email: string; subject: string; message: string },
) {
  const t = translator(locale);
  await page.getByLabel(t('contact.name'), { exact: true }).fill(message.name);
  await page.getByLabel(t('contact.email'), { exact: true }).fill(message.email);
  await page.getByLabel(t('contact.subject'), { exact: true }).fill(message.subject);
  await page.getByLabel(t('contact.message'), { exact: true }).fill(message.message);
  await page.getByLabel(t('contact.consent')).check();
}

test('en: the agency’s details from the CMS; a message sent is thanked for, and another can be written', async ({
  page,
}) => {
  const t = translator('en');
  const response = await page.goto(hrefFor('en', 'contact', {}));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('screens.contact.heading'));
  await expectDetails(page, 'en');

  await write(page, 'en', {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'Honeymoon in Japan',
    message: 'We would like to travel in April, for two weeks.',
  });
  const answer = page.waitForResponse((candidate) => candidate.url().includes('/api/contact/'));
  await page.getByRole('button', { name: t('contact.submit') }).click();
  const sent = await answer;
  expect(sent.status()).toBe(201);
  expect(sent.headers()['cache-control']).toBe('private, no-store');
  const body = sent.request().postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ locale: 'en', homepage: '', consent: true });
  expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

  const thanks = page.getByRole('status').filter({ hasText: t('contact.sent') });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(page.getByLabel(t('contact.name'), { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: t('contact.another') }).click();
  await expect(page.getByLabel(t('contact.name'), { exact: true })).toHaveValue('');
});

test('it: an empty send shows the spec’s messages; then a message sent is thanked for in Italian', async ({ page }) => {
  const t = translator('it');
  await page.goto(hrefFor('it', 'contact', {}));
  expect(new URL(page.url()).pathname).toBe('/it/contattaci/');
  await expectDetails(page, 'it');

  await page.getByRole('button', { name: t('contact.submit') }).click();
  await expect(page.getByText(t('forms.incomplete'))).toBeVisible();
  await expect(page.getByLabel(t('contact.name'), { exact: true })).toBeFocused();
  // An empty required field says SPEC section 5's 'This field is required' (in Italian), and the list names the field.
  await expect(page.getByText(t('forms.required'), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: t('forms.incomplete') })).toContainText(
    `${t('contact.name')}: ${t('forms.required')}`,
  );

  await write(page, 'it', {
    name: 'Giulia Romano',
    email: 'giulia.romano@example.it',
    subject: 'Viaggio di nozze',
    message: 'Vorremmo partire a settembre per due settimane.',
  });
  const answer = page.waitForResponse((candidate) => candidate.url().includes('/api/contact/'));
  await page.getByRole('button', { name: t('contact.submit') }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: t('contact.sent') })).toBeFocused();
});

test('a send that meets a 503 is not repeated by the browser: the visitor is told, and sending again is thanked for', async ({
  page,
}) => {
  const t = translator('en');
  let posts = 0;
  // The site's contact route answers 503 once (a store briefly down), then as it does.
  await page.route('**/api/contact/', async (route) => {
    posts += 1;
    if (posts === 1)
      await route.fulfill({ status: 503, headers: { 'retry-after': '0' }, json: { error: 'unavailable' } });
    else await route.continue();
  });
  await page.goto(hrefFor('en', 'contact', {}));
  await write(page, 'en', {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    subject: 'Azores in May',
    message: 'Two adults, ten days, a car for the islands.',
  });
  await page.getByRole('button', { name: t('contact.submit') }).click();
  // The form's own alert (the page also holds the route announcer and the fields' live region, both empty).
  await expect(page.getByRole('alert').filter({ hasText: t('forms.unavailable') })).toBeVisible();
  // Give a retry every chance to happen: none does, a POST is never repeated.
  await page.waitForTimeout(500);
  expect(posts).toBe(1);
  await expect(page.getByLabel(t('contact.name'), { exact: true })).toHaveValue('Grace Hopper');

  await page.getByRole('button', { name: t('contact.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('contact.sent') })).toBeVisible();
  expect(posts).toBe(2);
});
