import { request as httpRequest } from 'node:http';
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import { dictionaries } from '@/lib/i18n/dictionaries';
import type { Locale } from '@/lib/i18n/locales';
import { createTranslator, type Translate } from '@/lib/i18n/translate';

/** The site under test (playwright.config.ts: E2E_PORT_BASE, 3100 by default). */
export const SITE = `http://localhost:${process.env.E2E_PORT_BASE ?? 3100}`;

export function translator(locale: Locale): Translate {
  return createTranslator(locale, dictionaries[locale]);
}

/**
 * A GET with the path sent byte for byte (browsers and fetch normalise `..`
 * and `//` before sending; attackers do not).
 */
export function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(SITE);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method: 'GET', headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** A redirect's target as an absolute URL (Next sends same-origin targets relative). */
export function locationOf(response: { headers(): Record<string, string> }): string | undefined {
  const location = response.headers().location;
  return location === undefined ? undefined : new URL(location, SITE).href;
}

/**
 * Waits until React has hydrated the element (its event handlers are
 * attached). Before that, a link that opens something in place is still a
 * plain link and a press follows it: the fallback for a visitor whose
 * JavaScript has not arrived, not what a test of the enhanced behaviour means.
 */
export async function hydrated(target: Locator): Promise<void> {
  await expect
    .poll(() => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the element is hydrated',
    })
    .toBe(true);
}

/** The text of every script the page's HTML loads (its first load, as the browser gets it); at least one. */
export async function firstLoadScripts(page: Page, request: APIRequestContext): Promise<string[]> {
  const sources = await page
    .locator('script[src]')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src));
  expect(sources.length, `scripts of ${page.url()}`).toBeGreaterThan(0);
  return Promise.all(sources.map(async (src) => (await request.get(src)).text()));
}

/**
 * The text of every script the page loads from now on (code loaded on demand), filled in as each body arrives:
 * poll it. A body still arriving when the test ends is not needed.
 */
export function scriptsLoadedLater(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      response.text().then(
        (source) => loaded.push(source),
        () => undefined,
      );
  });
  return loaded;
}

/**
 * Records the layout shifts of every page the tab opens from now on (those after an input aside, as CLS does):
 * call before `goto`; the function returned reads the open page's.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
}

/**
 * Suspense boundaries React wrote out of order (`<div hidden id="S:0">`, moved into place by an inline script):
 * without JavaScript they never show, so a page served whole has none.
 */
export const outOfOrderBoundaries = (page: Page): Locator => page.locator('[hidden][id^="S:"]');

/**
 * What `x-nextjs-cache` says of an answer served without a render: Next's page cache or the page store (HIT), or the
 * page store's copy answered while a publish's render is made behind it (STALE: another test may have just published).
 */
export const FROM_CACHE = /^(?:HIT|STALE)$/;

/**
 * An address's answer once the page store no longer answers it stale: after a publish, the store answers the page it
 * holds (`x-nextjs-cache: STALE`) while it asks Next for it again; this waits for that render (seconds at most).
 */
export async function settled(request: APIRequestContext, url: string): Promise<APIResponse> {
  let answer: APIResponse | undefined;
  await expect
    .poll(
      async () => {
        answer = await request.get(url);
        return answer.headers()['x-nextjs-cache'];
      },
      { timeout: 15_000, message: `${url} was still answered stale` },
    )
    .not.toBe('STALE');
  return answer!;
}
