import 'server-only';
import { LruCache } from '@/cms/images/lru';
import type { Locale } from '@/lib/i18n/locales';
import type { ScreenId } from '@/lib/routes/table';
import { loadEvent } from './events';
import { loadSpecialJourney } from './journeys';
import { findPage, HOME_SLUG } from './pages';

/** How long a found entry is trusted without asking again. */
export const EXISTENCE_TTL_MS = 60_000;

/** The screens whose address names a CMS entry, and how to find it. */
// The proxy is not a render: its queries use Next's data cache (`outsideRender`).
const options = { outsideRender: true };
const finders: Partial<Record<ScreenId, (locale: Locale, params: Record<string, string>) => Promise<unknown>>> = {
  contentPage: (locale, { page = '' }) => (page === HOME_SLUG ? Promise.resolve(null) : findPage(locale, [page], options)),
  contentSubpage: (locale, { page = '', subpage = '' }) => findPage(locale, [page, subpage], options),
  eventDetail: (locale, { slug = '' }) => loadEvent(locale, slug, options),
  specialJourney: (locale, { id = '' }) => loadSpecialJourney(locale, id, options),
};

// Found entries only, for a minute: a newly published page is never kept out,
// a withdrawn one falls back to the page's own notFound() until it expires.
const found = new LruCache<string, number>(1000);

/**
 * Whether the published CMS entry behind a screen's address exists for this
 * language and market. The proxy asks before rendering, so an unknown slug is
 * rewritten to the 404 page with status 404, rendered in full on the server:
 * Next 16 renders a page's own `notFound()` as an empty shell until the
 * browser runs its JavaScript. When the CMS cannot answer, the page renders
 * and handles the outage itself.
 */
export async function cmsEntryExists(screen: ScreenId, locale: Locale, params: Record<string, string>): Promise<boolean> {
  const find = finders[screen];
  if (!find) return true;
  const key = `${screen}:${locale}:${JSON.stringify(params)}`;
  const until = found.get(key);
  if (until !== undefined && until > Date.now()) return true;
  try {
    const exists = (await find(locale, params)) !== null;
    if (exists) found.set(key, Date.now() + EXISTENCE_TTL_MS);
    return exists;
  } catch {
    return true;
  }
}
