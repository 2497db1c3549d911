import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { translator } from './support';

/**
 * The AI tours search against the built site on the embedded
 * content service: the flow, the embedded engine behind POST /api/ai-search/,
 * the redirect to the results with 'You asked for', and the empty state.
 */

async function searchFor(page: Page, locale: Locale, text: string) {
  const t = translator(locale);
  await page.goto(hrefFor(locale, 'aiTours', {}));
  await expect(page.getByText(t('aiSearch.beta'), { exact: true })).toBeVisible();
  await expect(page.getByText(t('aiSearch.testMode'), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: t('aiSearch.search') }).click();
  await page.getByRole('textbox', { name: t('aiSearch.label') }).fill(text);
  await page
    .getByRole('form', { name: t('aiSearch.label') })
    .getByRole('button', { name: t('aiSearch.search') })
    .click();
}

for (const [locale, text, results] of [
  ['en', 'A week in Italy in September, museums please', /\/en\/results\/packages\/italy\/\?.*month=9/],
  [
    'it',
    'Dieci giorni in Italia con musei e monumenti',
    /\/it\/risultati\/pacchetti\/italia\/\?.*interests=musei-e-monumenti/,
  ],
] as const) {
  test(`${locale}: a search lands on the package results with what it understood, and 'You asked for' the text`, async ({
    page,
    request,
  }) => {
    const t = translator(locale);
    await searchFor(page, locale, text);
    await expect(page).toHaveURL(results);
    await expect(page.getByTestId('results-list').getByRole('listitem').first()).toBeVisible();
    const asked = page.getByTestId('you-asked-for');
    await expect(asked).toContainText(t('aiSearch.youAskedFor', { text }));

    // The text lives in this tab only: the cached results page never holds it.
    const html = await (await request.get(page.url())).text();
    expect(html).not.toContain(text);

    // Edit: back to the field, with the text.
    await asked.getByRole('link', { name: t('aiSearch.editSearch') }).click();
    await expect(page.getByRole('textbox', { name: t('aiSearch.label') })).toHaveValue(text);
  });
}

test('en: a search nothing matches shows the empty state and stays on the page', async ({ page }) => {
  const t = translator('en');
  await searchFor(page, 'en', 'A trip to Italy for less than 50 euros');
  await expect(page.getByRole('heading', { name: t('aiSearch.noResults') })).toBeVisible();
  await expect(page.getByText(t('aiSearch.noResultsHint'))).toBeVisible();
  await expect(page).toHaveURL(/\/en\/ai-tours\/$/);
  await page.getByRole('button', { name: t('aiSearch.edit') }).click();
  await expect(page.getByRole('textbox', { name: t('aiSearch.label') })).toHaveValue(
    'A trip to Italy for less than 50 euros',
  );
});

test('es: an empty result in Spanish, with the labels of the language', async ({ page }) => {
  const t = translator('es');
  await searchFor(page, 'es', 'Un viaje a Italia por menos de 50 euros');
  await expect(page.getByRole('heading', { name: t('aiSearch.noResults') })).toBeVisible();
  await expect(page.getByText(t('aiSearch.noResultsHint'))).toBeVisible();
  await expect(page.getByText(t('aiSearch.testMode'), { exact: true })).toBeVisible();
});

for (const locale of ['en', 'pt'] as const) {
  test(`${locale}: a text under 10 characters is refused with the length message`, async ({ page }) => {
    const t = translator(locale);
    let searched = false;
    page.on('request', (sent) => {
      if (sent.url().includes('/api/ai-search/')) searched = true;
    });
    await searchFor(page, locale, 'Roma');
    await expect(page.getByRole('form', { name: t('aiSearch.label') }).getByRole('alert')).toContainText(
      t('forms.incomplete'),
    );
    await expect(page.getByText(t('aiSearch.length')).last()).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('aiSearch.label') })).toBeFocused();
    expect(searched).toBe(false);
  });
}

test('it: the intro and the three steps, with Back and Search on each', async ({ page }) => {
  const t = translator('it');
  await page.goto(hrefFor('it', 'aiTours', {}));
  await page.getByRole('button', { name: t('aiSearch.start') }).click();
  await expect(page.getByRole('heading', { name: t('aiSearch.step1Title') })).toBeFocused();
  await page.getByRole('button', { name: t('aiSearch.next') }).click();
  await page.getByRole('button', { name: t('aiSearch.next') }).click();
  await expect(page.getByRole('heading', { name: t('aiSearch.step3Title') })).toBeVisible();
  await page.getByRole('button', { name: t('aiSearch.back') }).click();
  await expect(page.getByRole('heading', { name: t('aiSearch.step2Title') })).toBeVisible();
  await page.getByRole('button', { name: t('aiSearch.search') }).click();
  const field = page.getByRole('textbox', { name: t('aiSearch.label') });
  await expect(field).toBeVisible();
  // Back to the tips from the field and on to it again: what was typed is still there.
  await field.fill('Una settimana a Lisbona');
  await page.getByRole('button', { name: t('aiSearch.back') }).click();
  await expect(page.getByRole('heading', { name: t('aiSearch.step3Title') })).toBeFocused();
  await page.getByRole('button', { name: t('aiSearch.search') }).click();
  await expect(field).toHaveValue('Una settimana a Lisbona');
});

test('a client cannot get past the per-client limit by claiming other addresses in X-Forwarded-For', async ({
  request,
}) => {
  // On the maintenance server (its API still answers): limits of its own, which no other test spends.
  const origin = process.env.E2E_MAINTENANCE_URL!;
  const statuses: number[] = [];
  for (let index = 1; index <= 11; index += 1) {
    const response = await request.post(`${origin}/api/ai-search/`, {
      headers: { 'x-forwarded-for': `203.0.113.${index}` },
      data: { text: 'A week in Rome in May', locale: 'en' },
    });
    statuses.push(response.status());
  }
  // 10 searches a minute per client: the eleventh waits, whatever address it claimed.
  expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 200));
  expect(statuses[10]).toBe(429);
});

test('the API refuses what is not a JSON search, with a JSON error', async ({ request }) => {
  const form = await request.post('/api/ai-search/', {
    headers: { 'content-type': 'text/plain' },
    data: 'Rome for a week',
  });
  expect(form.status()).toBe(415);
  expect(form.headers()['cache-control']).toBe('private, no-store');
  expect(await form.json()).toMatchObject({ error: 'unsupported_media_type' });
  const short = await request.post('/api/ai-search/', { data: { text: 'Rome', locale: 'en' } });
  expect(short.status()).toBe(400);
  expect(await short.json()).toMatchObject({ error: 'invalid_body' });
});
