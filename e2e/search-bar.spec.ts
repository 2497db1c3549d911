import { expect, test, type Page, type Route } from '@playwright/test';
import { hrefFor } from '@/lib/routes/href';
import { hydrated, translator } from './support';

/**
 * The search bar's forms that hand over to the booking engine:
 * the site under test runs with BOOKING_ENGINE_URL=https://booking.e2e.test
 * (playwright.config.ts); the browser's requests there are answered here, so
 * a test sees the address a visitor would land on.
 */
const ENGINE = 'https://booking.e2e.test';

/** Answers the engine's pages and records the addresses asked for. */
async function engine(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${ENGINE}/**`, (route: Route) => {
    asked.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Booking engine</title><h1>Booking engine</h1>',
    });
  });
  return asked;
}

const searchBox = (page: Page, heading: string) => page.getByRole('region', { name: heading });

test('hotels (es): a destination chosen by name, a check-in day from the calendar, and the engine receives the search', async ({
  page,
}) => {
  const t = translator('es');
  const asked = await engine(page);
  await page.goto(hrefFor('es', 'home', {}));
  const hotels = searchBox(page, t('modules.searchboxItem.heading')).getByRole('link', {
    name: 'Hoteles',
    exact: true,
  });
  await hydrated(hotels);
  await hotels.click();
  const form = page.getByRole('form', { name: t('modules.searchboxItem.heading') });

  // Refused while empty: the destination must be chosen from the list, the day picked.
  await form.getByRole('button', { name: t('search.submit') }).click();
  await expect(form.getByRole('alert')).toContainText(t('forms.incomplete'));
  await expect(form.getByText(t('forms.chooseDestination'))).toHaveCount(2);
  await expect(form.getByLabel(t('search.destination'))).toBeFocused();

  await form.getByLabel(t('search.destination')).fill('lisbo');
  await form
    .getByRole('option', { name: /Lisboa/ })
    .first()
    .click();
  await expect(form.getByText(t('forms.chooseDestination'))).toHaveCount(0);

  // The calendar: in Spanish, Monday first; days before today cannot be chosen.
  const date = form.getByRole('button', { name: new RegExp(t('search.checkIn')) });
  await date.click();
  const calendar = form.getByRole('dialog', { name: t('search.checkIn') });
  // The keyboard starts on today, which can be chosen; the days before it cannot.
  await expect(calendar.getByRole('button', { name: /^Hoy, / })).toBeFocused();
  await expect(calendar.getByRole('button', { name: /^Hoy, / })).toBeEnabled();
  if (new Date().getDate() > 1) await expect(calendar.getByRole('button', { name: / 1 de / })).toBeDisabled();
  await expect(calendar.getByRole('row').nth(1).getByRole('gridcell').first()).toHaveAccessibleName(/^lunes, /);
  await calendar.getByRole('button', { name: 'Ir al mes siguiente' }).click();
  await calendar.getByRole('button', { name: / 15 de / }).click();
  await expect(calendar).toHaveCount(0);
  await expect(date).toBeFocused();
  // Open again and left for another field: it closes rather than staying over the form, and the day stays.
  await date.click();
  await expect(calendar).toBeVisible();
  await form.getByRole('combobox', { name: t('search.destination') }).click();
  await expect(calendar).toHaveCount(0);
  await expect(date).toHaveAccessibleName(/ 15 de /);
  const next = new Date();
  next.setDate(1);
  next.setMonth(next.getMonth() + 1);
  const day = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-15`;

  await form.getByRole('button', { name: t('forms.increase', { field: t('search.nights') }) }).click();
  await form.getByRole('button', { name: t('search.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`^${ENGINE}/hotels/`));
  const landed = new URL(asked.at(-1)!);
  expect(Object.fromEntries(landed.searchParams)).toEqual({
    lang: 'es',
    market: 'ES',
    destination: expect.stringMatching(/^lisbo/),
    checkIn: day,
    nights: '8',
    adults: '2',
    children: '0',
    rooms: '1',
  });
  await expect(page.getByRole('heading', { name: 'Booking engine' })).toBeVisible();
});

test('cruises (pt, keyboard only): month, ship and travellers, handed over through the site', async ({ page }) => {
  const t = translator('pt');
  const asked = await engine(page);
  await page.goto(hrefFor('pt', 'home', {}));
  const tab = searchBox(page, t('modules.searchboxItem.heading')).getByRole('link', { name: 'Cruzeiros', exact: true });
  await hydrated(tab);
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(tab).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('form', { name: t('modules.searchboxItem.heading') });
  await form.getByRole('button', { name: t('search.submit') }).press('Enter');
  await expect(form.getByLabel(t('search.departureMonth'))).toBeFocused();
  await page.keyboard.type('Ago');
  await expect(form.getByLabel(t('search.departureMonth'))).toHaveValue('8');
  // Duration, boarding port, company, then the ship.
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
  await expect(form.getByLabel(t('search.ship'))).toBeFocused();
  await page.keyboard.type('Aurora');
  // The travellers' summary opens with Enter; one more adult.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: t('forms.increase', { field: t('search.adults') }) })).toBeFocused();
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: t('search.submit') }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${ENGINE}/cruises/`));
  expect(Object.fromEntries(new URL(asked.at(-1)!).searchParams)).toEqual({
    lang: 'pt',
    market: 'PT',
    month: '8',
    ship: 'Aurora',
    adults: '3',
    children: '0',
    rooms: '1',
  });
});

test('the handover route validates again on the server: a tampered search gets the form’s messages, in its language', async ({
  request,
}) => {
  const t = translator('it');
  const response = await request.get(
    '/api/search/Transfer/?lang=it&pickupPlace=Aeroporto&dropoffPlace=%3Cscript%3E&pickupAt=ieri&travellers.adults=2&travellers.rooms=1',
    { maxRedirects: 0 },
  );
  expect(response.status()).toBe(400);
  expect(response.headers()['content-type']).toContain('text/plain');
  expect(await response.text()).toBe(`${t('forms.notAllFilled')}\n- ${t('search.pickupDate')}: ${t('forms.invalid')}`);
  const valid = await request.get(
    '/api/search/Transfer/?lang=it&pickupPlace=Aeroporto&dropoffPlace=Hotel&pickupAt=2030-05-01T10:30&travellers.adults=2&travellers.rooms=1',
    { maxRedirects: 0 },
  );
  expect(valid.status()).toBe(303);
  expect(valid.headers().location).toBe(
    `${ENGINE}/transfers/?lang=it&market=IT&pickupPlace=Aeroporto&dropoffPlace=Hotel&pickupAt=2030-05-01T10%3A30&adults=2&children=0&rooms=1`,
  );
  expect((await request.get('/api/search/Nope/', { maxRedirects: 0 })).status()).toBe(404);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('a tab opens its form in a full-screen sheet; Escape closes it and the bar keeps what was typed', async ({
    page,
  }) => {
    const t = translator('en');
    await page.goto(hrefFor('en', 'home', {}));
    const tab = searchBox(page, t('modules.searchboxItem.heading')).getByRole('link', {
      name: 'Transfers',
      exact: true,
    });
    await tab.click();
    const sheet = page.getByRole('dialog', { name: 'Transfers' });
    await expect(sheet).toBeVisible();
    // Once it is open (its slide over), it fills the screen.
    await expect(sheet).toHaveAttribute('data-state', 'open');
    await expect
      .poll(async () => Object.values((await sheet.boundingBox()) ?? {}).map(Math.round))
      .toEqual([0, 0, 360, 740]);
    await sheet.getByLabel(t('search.pickupPlace')).fill('Faro airport');
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(tab).toHaveAttribute('aria-expanded', 'false');
    await expect(tab).toBeFocused();
    await tab.click();
    await expect(page.getByRole('dialog', { name: 'Transfers' }).getByLabel(t('search.pickupPlace'))).toHaveValue(
      'Faro airport',
    );
  });
});
