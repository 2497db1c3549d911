import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NotFoundScreen } from '@/screens/page/NotFoundScreen';
import { screenMetadata } from '@/screens/frame/screen-route';
import { isLocale } from '@/lib/i18n/locales';

export async function generateMetadata({ params }: PageProps<'/[locale]/404'>): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? screenMetadata(locale, 'notFound', {}) : {};
}

/**
 * The not-found page, prerendered per language and cached like any page.
 * The proxy answers every unknown or invalid path (and `/{locale}/404/`
 * itself) with this page's cached response and status 404 (proxy.ts).
 */
export default async function NotFoundPage({ params }: PageProps<'/[locale]/404'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <NotFoundScreen locale={locale} withHelp />;
}
