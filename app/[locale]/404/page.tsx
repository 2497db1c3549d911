import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { screenMetadata } from '@/components/screen/screen-route';
import { isLocale } from '@/lib/i18n/locales';

export async function generateMetadata({ params }: PageProps<'/[locale]/404'>): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? screenMetadata(locale, 'notFound', {}) : {};
}

/**
 * The not-found page. The proxy rewrites every unknown or invalid path here
 * with status 404 (and `/{locale}/404/` itself), passing the asked-for path.
 */
export default async function NotFoundPage({ params, searchParams }: PageProps<'/[locale]/404'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <NotFoundScreen locale={locale} showErrors={'showErrors' in (await searchParams)} />;
}
