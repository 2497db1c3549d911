import { headers } from 'next/headers';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { REQUEST_PATH_HEADER } from '@/lib/routes/request-path';

/**
 * What `notFound()` renders inside the locale layout (status 404): a page
 * whose slug, id or market the CMS does not know. Not-found boundaries get no
 * params, so the locale comes from the path the proxy passes on.
 */
export default async function LocaleNotFound() {
  const first = (await headers()).get(REQUEST_PATH_HEADER)?.split('/')[1] ?? '';
  return <NotFoundScreen locale={isLocale(first) ? first : defaultLocale} showErrors={false} />;
}
