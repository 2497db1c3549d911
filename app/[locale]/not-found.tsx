import { headers } from 'next/headers';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { REQUEST_PATH_HEADER } from '@/lib/routes/request-path';

/**
 * What a page's own `notFound()` shows (status 404). The proxy already sends
 * addresses of CMS entries that do not exist to the 404 page
 * (lib/content/existence.ts), rendered in full on the server with the
 * editors' modules; this boundary covers the rest (an entry withdrawn a moment
 * ago, a draft-mode miss), which Next 16 renders after hydration. Next puts
 * this element into the RSC payload of every page in `[locale]`, so it shows
 * the message and the header only, without a CMS query per page view.
 * Not-found boundaries get no params, so the locale comes from the path the
 * proxy passes on.
 */
export default async function LocaleNotFound() {
  const first = (await headers()).get(REQUEST_PATH_HEADER)?.split('/')[1] ?? '';
  return <NotFoundScreen locale={isLocale(first) ? first : defaultLocale} showErrors={false} withHelp={false} />;
}
