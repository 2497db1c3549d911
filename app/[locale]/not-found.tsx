import { locale } from 'next/root-params';
import { NotFoundScreen } from '@/screens/page/NotFoundScreen';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

/**
 * What a page's own `notFound()` shows (status 404). The proxy sends addresses
 * of CMS entries that do not exist to the full 404 page (./404/); this covers
 * the rest (an entry withdrawn a moment ago, a draft-mode miss). Next puts
 * this element into the payload of every page under `[locale]`, so it leaves
 * out the editors' modules and asks the CMS nothing.
 */
export default async function LocaleNotFound() {
  const current = await locale();
  return <NotFoundScreen locale={isLocale(current) ? current : defaultLocale} withHelp={false} />;
}
