import 'server-only';
import { LruCache } from '@travel/cms/images/lru';
import type { Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import type { ScreenId } from '@/lib/routes/table';
import { destinationAddress, destinationScreens, type DestinationScreen } from './destination-pages';
import { loadEvent } from './events';
import { loadSpecialJourney } from './journeys';
import { loadPackage } from './package-page';
import { findPage, HOME_SLUG } from './pages';
import { resultsCountry } from './results';

/** How long an answer is trusted without asking again: found entries for a minute, missing ones for 10 s. */
export const EXISTENCE_TTL_MS = { found: 60_000, missing: 10_000 };

// The proxy is not a render: its queries run uncached (`outsideRender`), and it keeps the answers here.
const options = { outsideRender: true };
/** What the proxy does with an address: render it, answer 404, or move to the entry's current address (308). */
export type CmsAnswer = { status: 'found' } | { status: 'missing' } | { status: 'moved'; location: string };

type Finder = (locale: Locale, params: Record<string, string>) => Promise<unknown>;

const isDestinationScreen = (screen: ScreenId): screen is DestinationScreen =>
  (destinationScreens as readonly string[]).includes(screen);

const finders: Partial<Record<ScreenId, Finder>> = {
  contentPage: (locale, { page = '' }) =>
    page === HOME_SLUG ? Promise.resolve(null) : findPage(locale, [page], options),
  contentSubpage: (locale, { page = '', subpage = '' }) => findPage(locale, [page, subpage], options),
  eventDetail: (locale, { slug = '' }) => loadEvent(locale, slug, options),
  packageDetail: (locale, { package: slug = '' }) => loadPackage(locale, slug, options),
  specialJourney: (locale, { id = '' }) => loadSpecialJourney(locale, id, options),
};

// The last answer per address, kept past its time as the answer while the CMS cannot be asked:
// a newly published page waits at most 10 s, a withdrawn one falls back to the page's own
// notFound() within a minute, and an address answered before keeps its answer during an outage.
const answers = new LruCache<string, { answer: CmsAnswer; until: number }>(5000);

async function ask(screen: ScreenId, locale: Locale, params: Record<string, string>): Promise<CmsAnswer | null> {
  if (isDestinationScreen(screen)) {
    const address = await destinationAddress(screen, locale, params, options);
    return address.status === 'found' ? { status: 'found' } : address;
  }
  if (screen === 'packageResultsByCountry') {
    const country = await resultsCountry(locale, params.country ?? '', options);
    if (country.status === 'moved')
      return { status: 'moved', location: hrefFor(locale, screen, { country: country.slug }) };
    return country.status === 'found' ? { status: 'found' } : country;
  }
  const find = finders[screen];
  if (!find) return null;
  return (await find(locale, params)) !== null ? { status: 'found' } : { status: 'missing' };
}

/**
 * What the published CMS has behind a screen's address, in this language and
 * market: the entry (render it), nothing (the 404 page), or the same entry
 * under its current slugs (a destination's address in another language's
 * slugs: move there). The proxy asks before rendering, so an unknown slug is
 * answered with the 404 page and status 404, rendered in full on the server:
 * Next renders a page's own `notFound()` as an empty shell until the browser
 * runs its JavaScript. When the CMS cannot answer, the last answer stands; an
 * address never answered renders and handles the outage itself.
 */
export async function cmsAddress(screen: ScreenId, locale: Locale, params: Record<string, string>): Promise<CmsAnswer> {
  const key = `${screen}:${locale}:${JSON.stringify(params)}`;
  const last = answers.get(key);
  if (last && last.until > Date.now()) return last.answer;
  try {
    const answer = await ask(screen, locale, params);
    if (!answer) return { status: 'found' };
    answers.set(key, {
      answer,
      until: Date.now() + (answer.status === 'missing' ? EXISTENCE_TTL_MS.missing : EXISTENCE_TTL_MS.found),
    });
    return answer;
  } catch {
    return last?.answer ?? { status: 'found' };
  }
}
