import { expect, test, type Page } from '@playwright/test';
import { readSeedExport } from '@/seed/load';
import { locales, type Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { enquiryMonths } from '@/schemas/enquiry-limits';
import { SITE, translator } from './support';

/**
 * "Ask about this trip" against the built site: the package page's enquiry sent with
 * JavaScript (the reference shown in the page) and without (the thank-you page), in the four languages, and a
 * double send stored once. Every send counts towards the forms' per-client limit (20 per 15 minutes from
 * 127.0.0.1): the file keeps under it. A store that fails is covered by lib/submissions/enquiry-route.test.ts
 * and components/package-enquiry/PackageEnquiry.test.tsx.
 */
const space = readSeedExport();
const codeOf: Record<Locale, string> = { en: 'en-UK', it: 'it-IT', pt: 'pt-PT', es: 'es-ES' };
const AMALFI = 'package-amalfi-coast-classic';
const slugOf = (locale: Locale) =>
  (space.entries.find((entry) => entry.sys.id === AMALFI)!.fields.slug as Record<string, string>)[codeOf[locale]]!;
const packagePath = (locale: Locale) => hrefFor(locale, 'packageDetail', { package: slugOf(locale) });
const REFERENCE = /ENQ-\d{8}/;

/** Fills the enquiry (the plain form or the kit's: the same labels), the first month offered. */
async function fill(page: Page, locale: Locale, name: string) {
  const e = translator(locale);
  const section = page.locator('#enquiry');
  const month = section.getByLabel(e('enquiry.month'), { exact: true });
  await month.selectOption({ index: 1 });
  await section.getByLabel(e('enquiry.name'), { exact: true }).fill(name);
  await section.getByLabel(e('enquiry.email'), { exact: true }).fill('visitor@example.com');
  await section
    .getByLabel(e('enquiry.message'), { exact: true })
    .fill('We would like to travel with our children next spring.');
  await section.getByLabel(e('enquiry.consent')).check();
}

for (const locale of locales) {
  test(`${locale}: with JavaScript, the enquiry is sent by the form kit and its reference shown in the page`, async ({
    page,
  }) => {
    const t = translator(locale);
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    expect((await page.goto(packagePath(locale)))?.status()).toBe(200);
    const section = page.locator('#enquiry');
    await expect(section.getByRole('heading', { level: 2, name: t('enquiry.heading') })).toBeVisible();
    await expect(section.locator('[data-enquiry-form="plain"]')).toHaveCount(1);
    const loadedWithPage = scripts.length;

    await section.getByLabel(t('enquiry.name'), { exact: true }).click();
    // The kit's form (and zod) loads at the first touch, not with the page.
    await expect(section.locator('[data-enquiry-form="kit"]')).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(loadedWithPage);
    await expect(section.getByLabel(t('enquiry.name'), { exact: true })).toBeFocused();

    await fill(page, locale, `Visitor ${locale}`);
    const answer = page.waitForResponse((candidate) => candidate.url().includes('/api/enquiry/'));
    await section.getByRole('button', { name: t('enquiry.submit') }).click();
    const sent = await answer;
    expect(sent.status()).toBe(201);
    expect(sent.headers()['cache-control']).toBe('private, no-store');
    const body = sent.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      locale,
      homepage: '',
      consent: true,
      packageId: AMALFI,
      packageSlug: slugOf(locale),
      month: enquiryMonths()[0],
    });
    const { reference } = (await sent.json()) as { reference: string };
    expect(reference).toMatch(REFERENCE);
    const thanks = section.getByRole('status');
    await expect(thanks).toContainText(reference);
    await expect(thanks).toBeFocused();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['en', 'it'] as const) {
    test(`${locale}: the plain form posts, and the thank-you page of the language answers`, async ({ page }) => {
      const t = translator(locale);
      await page.goto(packagePath(locale));
      await fill(page, locale, `No script ${locale}`);
      await page
        .locator('#enquiry')
        .getByRole('button', { name: t('enquiry.submit') })
        .click();
      await page.waitForURL((url) => url.pathname === hrefFor(locale, 'enquirySent', {}));
      const address = new URL(page.url());
      expect(address.searchParams.get('reference')).toMatch(REFERENCE);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('screens.enquirySent.heading'));
      await expect(page.getByText(t('enquiry.thanks'))).toBeVisible();
      // The page is the same for everyone (cached): without scripts it points to the confirmation e-mail.
      await expect(page.getByText(t('enquiry.thanksNoReference'))).toBeVisible();
      await expect(page.getByRole('link', { name: t('enquiry.backHome') })).toHaveAttribute(
        'href',
        hrefFor(locale, 'home', {}),
      );
    });
  }

  test('a field left wrong sends the visitor back to the package page with the notice', async ({ page }) => {
    const t = translator('pt');
    await page.goto(packagePath('pt'));
    await fill(page, 'pt', 'Visitante');
    // Past the browser's own check: an address the schema refuses.
    await page.locator('#enquiry').getByLabel(t('enquiry.email'), { exact: true }).fill('visitante@example');
    await page
      .locator('#enquiry')
      .getByRole('button', { name: t('enquiry.submit') })
      .click();
    await page.waitForURL((url) => url.pathname === packagePath('pt') && url.hash === '#enquiry-invalid');
    await expect(page.locator('#enquiry-invalid')).toBeVisible();
  });
});

test('the thank-you page answers 200 in the four languages, shows the reference of its address, and is not indexed', async ({
  page,
}) => {
  for (const locale of locales) {
    const t = translator(locale);
    const response = await page.goto(`${hrefFor(locale, 'enquirySent', {})}?reference=ENQ-12345678`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(t('enquiry.thanksReference', { reference: 'ENQ-12345678' }))).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
});

test('es: the same enquiry sent twice at once is stored once: one reference', async ({ request }) => {
  const body = {
    packageId: AMALFI,
    packageSlug: slugOf('es'),
    month: enquiryMonths()[1],
    flexibility: 'week',
    adults: 2,
    children: [{ age: 5 }],
    name: 'Lucía Martín',
    email: 'lucia@example.es',
    message: 'Queremos viajar en primavera con nuestro hijo.',
    consent: true,
    locale: 'es',
    homepage: '',
    idempotencyKey: crypto.randomUUID(),
  };
  const send = () =>
    request.post(`${SITE}/api/enquiry/`, {
      data: body,
      headers: { origin: SITE, referer: `${SITE}${packagePath('es')}` },
    });
  const answers = await Promise.all([send(), send()]);
  expect(answers.map((answer) => answer.status()).sort()).toEqual([200, 201]);
  const references = await Promise.all(
    answers.map(async (answer) => ((await answer.json()) as { reference: string }).reference),
  );
  expect(references[0]).toMatch(REFERENCE);
  expect(references[1]).toBe(references[0]);
});
