import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { errorContent } from '@/components/error/error-content';
import { ErrorView } from '@/components/error/ErrorView';
import { ScreenFrame } from '@/screens/frame/ScreenFrame';
import { isLocale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/server';
import { equivalentHrefs } from '@/lib/routes/alternates';

export async function generateMetadata({ params }: PageProps<'/[locale]/503'>): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? { title: getTranslator(locale)('errors.status.503') } : {};
}

/** The maintenance page: the proxy rewrites every page here with status 503 while MAINTENANCE_MODE is on. */
export default async function UnavailablePage({ params }: PageProps<'/[locale]/503'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <ScreenFrame locale={locale} alternates={equivalentHrefs('notFound', {})} screenName="unavailable">
      <ErrorView content={errorContent(503, locale, getTranslator(locale))} />
    </ScreenFrame>
  );
}
