import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { locales, type Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';

/**
 * The page templates a visitor meets, by their English address. The other
 * languages' addresses come from each page's own hreflang alternates, so the
 * list holds no translated slug. The flow screens (booking lookup, AI tours,
 * contact) are here from the start: they join every check as they grow.
 */
export const phoneTemplates: Record<string, string> = {
  home: hrefFor('en', 'home', {}),
  'content page': '/en/about-us/',
  'content subpage': '/en/help/booking-conditions/',
  event: '/en/events/rio-carnival-2027/',
  'special journey': '/en/specialjourney/journey-iceland-fire-and-ice/',
  'destinations index': hrefFor('en', 'destinations', {}),
  'destination detail': hrefFor('en', 'destinationByContinent', { continent: 'europe', id: 'continent-europe' }),
  'destination by country': hrefFor('en', 'destinationByCountry', {
    continent: 'europe',
    country: 'italy',
    id: 'country-italy',
  }),
  'package results': hrefFor('en', 'packageResults', {}),
  'package results by country': hrefFor('en', 'packageResultsByCountry', { country: 'italy' }),
  'package results in a month': `${hrefFor('en', 'packageResultsByCountry', { country: 'italy' })}?month=6&categories=beach`,
  'booking lookup': hrefFor('en', 'myBooking', {}),
  'AI tours': hrefFor('en', 'aiTours', {}),
  contact: hrefFor('en', 'contact', {}),
  'catalogue request': hrefFor('en', 'catalogues', {}),
  'sign-in': hrefFor('en', 'signIn', {}),
  '404 page': '/en/no-such-page/',
};

/**
 * Every e2e server runs from one build folder and so shares Next's page cache on disk, where the publishing tests
 * (e2e/content.spec.ts, run before the layout project) leave their edited journey and event, with their renamed
 * addresses in the hreflang alternates: the layout specs have them rendered again from this server's own content first,
 * and wait until the page store has asked Next for every page it answered stale meanwhile (its metrics say none).
 */
export async function renderPublishedAgain(request: APIRequestContext): Promise<void> {
  for (const [id, type] of [
    ['journey-iceland-fire-and-ice', 'specialJourney'],
    ['landing-rio-carnival-2027', 'landing'],
  ] as const) {
    const answer = await request.post('/api/revalidate/', {
      headers: { 'x-revalidate-secret': process.env.E2E_REVALIDATE_SECRET! },
      data: { sys: { type: 'Entry', id, contentType: { sys: { id: type } } } },
    });
    expect(answer.status()).toBe(200);
  }
  const stale = async () => {
    const metrics = await request.get('/api/metrics/', {
      headers: { authorization: `Bearer ${process.env.E2E_METRICS_TOKEN}` },
    });
    return /^travel_page_store_stale_entries (\d+)$/m.exec(await metrics.text())?.[1];
  };
  await expect.poll(stale, { timeout: 30_000, message: 'the page store still answered pages stale' }).toBe('0');
}

/** The widths of the phones the site is checked at (CSS px). */
export const PHONE_WIDTHS = [320, 360, 390, 414] as const;

/**
 * The address of an English page in each language it is shown in, from its `<link rel="alternate" hreflang>`s
 * (an event one market does not sell has none in that market's language); for an unknown address (the 404 page),
 * the same path in each language. The page is left on the English page, and `response` is its.
 */
export async function addressesByLocale(
  page: Page,
  englishPath: string,
): Promise<{ addresses: Partial<Record<Locale, string>>; response: Response | null }> {
  const response = await page.goto(englishPath);
  if (response?.status() === 404) return { addresses: sameSuffix(englishPath), response };
  const found = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [
        link.getAttribute('hreflang'),
        ((url) => url.pathname + url.search)(new URL(link.getAttribute('href')!)),
      ]),
    );
  const byLocale = Object.fromEntries(found) as Partial<Record<Locale, string>>;
  return {
    addresses: Object.fromEntries(locales.flatMap((locale) => (byLocale[locale] ? [[locale, byLocale[locale]]] : []))),
    response,
  };
}

function sameSuffix(englishPath: string): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, englishPath.replace(/^\/en\//, `/${locale}/`)])) as Record<
    Locale,
    string
  >;
}

export interface WidthReport {
  scrollWidth: number;
  clientWidth: number;
  /** Text that ends past the viewport's right edge (or starts before its left), outside any scroll container. */
  textPastEdge: string[];
}

/**
 * How wide the page is, and which text runs past the screen. Text inside a
 * container that scrolls or clips sideways is that container's business (a
 * scroll row); hidden text (hidden carousel slides, screen-reader-only text)
 * is not seen.
 */
export function widthReport(page: Page): Promise<WidthReport> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const viewport = root.clientWidth;
    // Per element, once: a page's text nodes share most of their ancestors.
    const contained = new Map<Element, boolean>();
    const containedSideways = (element: Element | null): boolean => {
      if (!element || element === root) return false;
      let answer = contained.get(element);
      if (answer === undefined) {
        answer = getComputedStyle(element).overflowX !== 'visible' || containedSideways(element.parentElement);
        contained.set(element, answer);
      }
      return answer;
    };
    const textPastEdge: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
      if (parent.checkVisibility && !parent.checkVisibility({ visibilityProperty: true, opacityProperty: false }))
        continue;
      if (containedSideways(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        if (box.width === 0) continue;
        if (box.right > viewport + 0.5 || box.left < -0.5) {
          textPastEdge.push(
            `"${text.slice(0, 60)}" (${Math.round(box.left)}..${Math.round(box.right)} px) in <${parent.tagName.toLowerCase()} class="${parent.className}">`,
          );
          break;
        }
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: viewport, textPastEdge };
  });
}

/**
 * Links, buttons and form controls whose target is smaller than 24 x 24 CSS px
 * (WCAG 2.2, 2.5.8), and main actions (search, book, submit: `data-action="main"`
 * and the search box's tabs) lower than 44 px. The target of a stretched link
 * (an absolutely positioned `::after` over its card) is the card. Links inside
 * a sentence are exempt, as WCAG allows.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
    const targetBox = (element: HTMLElement): DOMRect => {
      const after = getComputedStyle(element, '::after');
      if (after.content !== 'none' && after.position === 'absolute' && element.offsetParent) {
        return element.offsetParent.getBoundingClientRect();
      }
      // A control inside its label: the label is the target.
      const label = element.closest('label');
      return (label ?? element).getBoundingClientRect();
    };
    const inSentence = (element: Element): boolean => {
      const block = element.parentElement;
      if (!block || getComputedStyle(element).display !== 'inline') return false;
      const own = element.textContent?.trim().length ?? 0;
      return (
        (block.textContent?.trim().length ?? 0) > own + 1 && ['P', 'LI', 'SPAN', 'DD', 'TD'].includes(block.tagName)
      );
    };
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"]',
    );
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true }) || control.closest('[inert], [aria-hidden="true"]'))
        continue;
      const box = control.getBoundingClientRect();
      // Screen-reader-only controls (the skip link) show, large enough, only when focused.
      if (box.width <= 1 || box.height <= 1) continue;
      if (inSentence(control)) continue;
      const target = targetBox(control);
      if (target.width < 24 || target.height < 24)
        problems.push(`${describe(control)} is ${Math.round(target.width)} x ${Math.round(target.height)} px`);
    }
    for (const action of document.querySelectorAll<HTMLElement>('[data-action="main"], #search a')) {
      if (!action.checkVisibility({ visibilityProperty: true })) continue;
      const height = action.getBoundingClientRect().height;
      if (height < 44) problems.push(`main action ${describe(action)} is ${Math.round(height)} px high`);
    }
    return problems;
  });
}
