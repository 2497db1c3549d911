import { expect, test } from '@playwright/test';
import { hrefFor } from '@/lib/routes/href';
import { firstLoadScripts, scriptsLoadedLater, translator } from './support';

/** Destination search by name (SPEC section 7): the header's combobox. */

test('typing a name lists matching destinations; the keyboard chooses one and opens its page', async ({ page }) => {
  const t = translator('en');
  await page.goto('/en/about-us/');
  const box = page.getByRole('combobox', { name: t('destinationSearch.label') });
  await box.fill('ital');
  const list = page.getByRole('listbox', { name: t('destinationSearch.label') });
  await expect(list.getByRole('option', { name: /Italy/ })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const count = await list.getByRole('option').count();
  await expect(page.getByText(t('destinationSearch.results', { count }))).toBeAttached();

  await box.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await box.press('ArrowUp');
  await expect(list.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');

  // Escape closes the list and keeps what was typed; a second one clears it.
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue('ital');
  await box.press('Escape');
  await expect(box).toHaveValue('');

  // The field asks 150 ms after the last key; until then the list of 'ital' is still up. Choose from the answer to 'italy'.
  const answered = page.waitForResponse((response) =>
    (response.request().postData() ?? decodeURIComponent(response.url())).includes('"italy"'),
  );
  await box.fill('italy');
  await answered;
  await expect(list.getByRole('option', { name: /Italy/ })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(
    hrefFor('en', 'destinationByCountry', { continent: 'europe', country: 'italy', id: 'country-italy' }),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Italy');
});

test('in Italian, with other spellings, a click opens a city; nothing found is said', async ({ page }) => {
  const t = translator('it');
  await page.goto('/it/');
  const box = page.getByRole('combobox', { name: t('destinationSearch.label') });
  await box.fill('xqzv');
  await expect(page.getByText(t('destinationSearch.noResults'))).toBeAttached();
  await box.fill('roma');
  await page.getByRole('option', { name: /Roma/ }).first().click();
  await expect(page).toHaveURL('/it/destinazione/europa/italia/roma/city-rome/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roma');
});

test('urql and the query load when the field is first used, not with the page', async ({ page, request }) => {
  await page.goto('/en/');
  const marker = 'spelling_contains_some';
  expect((await firstLoadScripts(page, request)).some((source) => source.includes(marker))).toBe(false);
  const loaded = scriptsLoadedLater(page);
  const box = page.getByRole('combobox', { name: translator('en')('destinationSearch.label') });
  await box.fill('spain');
  await expect(page.getByRole('option', { name: /Spain/ })).toBeVisible();
  // Each script's text is read after its response arrives (asynchronously): the options can show first.
  await expect.poll(() => loaded.some((source) => source.includes(marker))).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('the menu has the search; choosing a destination closes the menu', async ({ page }) => {
    const t = translator('pt');
    await page.goto('/pt/');
    await page.getByRole('button', { name: t('nav.openMenu') }).click();
    const sheet = page.getByRole('dialog', { name: t('nav.menu') });
    await sheet.getByRole('combobox', { name: t('destinationSearch.label') }).fill('grécia');
    await sheet.getByRole('option', { name: /Grécia/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grécia');
  });
});
