import 'server-only';
import { LruCache } from '@/cms/images/lru';
import type { Locale } from '@/lib/i18n/locales';
import type { ScreenId } from '@/lib/routes/table';
import { loadEvent } from './events';
import { loadSpecialJourney } from './journeys';
import { findPage, HOME_SLUG } from './pages';

/** How long an answer is trusted without asking again: found entries for a minute, missing ones for 10 s. */
export const EXISTENCE_TTL_MS = { found: 60_000, missing: 10_000 };

// The proxy is not a render: its queries run uncached (`outsideRender`), and it keeps the answers here.
const options = { outsideRender: true };
const finders: Partial<Record<ScreenId, (locale: Locale, params: Record<string, string>) => Promise<unknown>>> = {
  contentPage: (locale, { page = '' }) => (page === HOME_SLUG ? Promise.resolve(null) : findPage(locale, [page], options)),
  contentSubpage: (locale, { page = '', subpage = '' }) => findPage(locale, [page, subpage], options),
  eventDetail: (locale, { slug = '' }) => loadEvent(locale, slug, options),
  specialJourney: (locale, { id = '' }) => loadSpecialJourney(locale, id, options),
};

// The last answer per address, kept past its time as the answer while the CMS cannot be asked:
// a newly published page waits at most 10 s, a withdrawn one falls back to the page's own
// notFound() within a minute, and an address answered before keeps its answer during an outage.
const answers = new LruCache<string, { exists: boolean; until: number }>(5000);

/**
 * Whether the published CMS entry behind a screen's address exists for this
 * language and market. The proxy asks before rendering, so an unknown slug is
 * answered with the 404 page and status 404, rendered in full on the server:
 * Next renders a page's own `notFound()` as an empty shell until the browser
 * runs its JavaScript. When the CMS cannot answer, the last answer stands; an
 * address never answered renders and handles the outage itself.
 */
export async function cmsEntryExists(screen: ScreenId, locale: Locale, params: Record<string, string>): Promise<boolean> {
  const find = finders[screen];
  if (!find) return true;
  const key = `${screen}:${locale}:${JSON.stringify(params)}`;
  const last = answers.get(key);
  if (last && last.until > Date.now()) return last.exists;
  try {
    const exists = (await find(locale, params)) !== null;
    answers.set(key, { exists, until: Date.now() + (exists ? EXISTENCE_TTL_MS.found : EXISTENCE_TTL_MS.missing) });
    return exists;
  } catch {
    return last?.exists ?? true;
  }
}
