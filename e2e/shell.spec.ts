import { expect, test, type Page } from '@playwright/test';
import { translator } from './support';

type Entry = Record<string, unknown>;
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Record<string, unknown>[]);
const contactLink = (page: Page) =>
  page
    .getByRole('navigation', { name: translator('en')('nav.main') })
    .getByRole('link', { name: translator('en')('screens.contact.title') });

test('the data layer gets the language at start-up and a page view per navigation', async ({ page }) => {
  const before = Date.now();
  await page.goto('/en/');
  await expect.poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'page_view').length).toBe(1);
  await contactLink(page).click();
  await expect(page).toHaveURL(/\/en\/contact-us\/$/);
  await expect.poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'page_view').length).toBe(2);

  const entries: Entry[] = await dataLayer(page);
  const languages = entries.filter((entry) => 'languageCode' in entry);
  expect(languages).toEqual([{ languageCode: 'en', timestamp: expect.any(Number) }]);
  const views = entries.filter((entry) => entry.event === 'page_view');
  expect(views.map(({ path, locale }) => ({ path, locale }))).toEqual([
    { path: '/en/', locale: 'en' },
    { path: '/en/contact-us/', locale: 'en' },
  ]);
  for (const entry of [...languages, ...views]) expect(entry.timestamp as number).toBeGreaterThanOrEqual(before);
});

test('the red loading bar runs during a slow route transition and then hides', async ({ page }) => {
  await page.route('**/en/contact-us/**', async (route) => {
    // No prefetch: the header's link is prefetched while idle, and a prefetch that had arrived would make the click instant.
    if (route.request().headers()['next-router-prefetch']) return route.abort();
    if (route.request().headers().rsc) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/en/');
  const bar = page.getByRole('progressbar', { includeHidden: true });
  // Its code comes with the first press (components/shell/DeferredLoadingBar.client.tsx), not with the page.
  await page.waitForLoadState('networkidle');
  await expect(bar).toHaveCount(0);
  await contactLink(page).click();
  await expect(bar).toHaveAttribute('data-state', 'running');
  await expect(bar).toHaveCSS('background-color', 'rgb(212, 14, 20)');
  await expect(bar).toHaveCSS('height', '5px');
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/en\/contact-us\/$/);
  await expect(bar).toHaveAttribute('data-state', 'idle', { timeout: 5_000 });
});

test.describe('new build detection', () => {
  async function serveBuildIds(page: Page) {
    let id = 'build-a';
    const polls: string[] = [];
    await page.route('**/builds/latest.json*', (route) => {
      polls.push(route.request().url());
      return route.fulfill({ json: { id } });
    });
    return {
      polls,
      deploy: (next: string) => {
        id = next;
      },
    };
  }

  async function noticeNewBuild(page: Page, builds: Awaited<ReturnType<typeof serveBuildIds>>) {
    await expect.poll(() => builds.polls.length).toBeGreaterThan(0);
    builds.deploy('build-b');
    const count = builds.polls.length;
    // The watcher polls again when the tab comes back into view. It knows of the new build only once it has read the
    // answer: wait for the answer that names it (an earlier poll's may still be arriving), then let the page run the
    // task that reads it, before anything is clicked.
    const answered = page.waitForResponse(
      async (response) =>
        response.url().includes('/builds/latest.json') && ((await response.json()) as { id?: string }).id === 'build-b',
    );
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => builds.polls.length).toBeGreaterThan(count);
    expect(builds.polls.at(-1)).toMatch(/\/builds\/latest\.json\?t=\d+$/);
    await answered;
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }

  test('after a deploy, the next navigation loads the new build with a full page load', async ({ page }) => {
    const builds = await serveBuildIds(page);
    await page.goto('/en/');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await noticeNewBuild(page, builds);
    await contactLink(page).click();
    await expect(page).toHaveURL(/\/en\/contact-us\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translator('en')('screens.contact.heading'));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  });

  test('never reloads while a form holds unsaved input', async ({ page }) => {
    const builds = await serveBuildIds(page);
    await page.goto('/en/');
    await expect.poll(() => builds.polls.length).toBeGreaterThan(0);
    // A form outside React's markup, at the end of <body> (React 19's hydration skips what other scripts add
    // there; inside <main> a part still hydrating would remove it and the test would see a reload for nothing).
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
      const form = document.createElement('form');
      form.innerHTML = '<input name="note" aria-label="note">';
      document.body.append(form);
    });
    await page.getByRole('textbox', { name: 'note' }).fill('half-written message');
    await noticeNewBuild(page, builds);
    await contactLink(page).click();
    await expect(page).toHaveURL(/\/en\/contact-us\/$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
