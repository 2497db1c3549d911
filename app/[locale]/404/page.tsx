import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { detailLabels, errorContent } from '@/components/error/error-content';
import { ErrorDetails } from '@/components/error/ErrorDetails.client';
import { ErrorView } from '@/components/error/ErrorView';
import { ScreenFrame } from '@/components/screen/ScreenFrame';
import { screenMetadata } from '@/components/screen/screen-route';
import { debugErrorsAllowed, debugTokenOf } from '@/lib/debug';
import { isLocale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/server';
import { equivalentHrefs } from '@/lib/routes/alternates';
import { hrefFor } from '@/lib/routes/href';
import { REQUEST_PATH_HEADER } from '@/lib/routes/request-path';

// A 8 KB path is shown, not echoed whole.
const MAX_SHOWN_PATH = 200;

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
  const requestHeaders = await headers();
  const asked = requestHeaders.get(REQUEST_PATH_HEADER) ?? hrefFor(locale, 'notFound', {});
  const path = asked.length > MAX_SHOWN_PATH ? `${asked.slice(0, MAX_SHOWN_PATH)}…` : asked;
  const t = getTranslator(locale);
  const content = errorContent(404, locale, t, path);
  const showDetails = debugErrorsAllowed({
    showErrors: 'showErrors' in (await searchParams),
    token: debugTokenOf(requestHeaders, await cookies()),
  });
  return (
    <ScreenFrame locale={locale} alternates={equivalentHrefs('notFound', {})} screenName="notFound">
      <ErrorView
        content={content}
        details={
          showDetails ? (
            <ErrorDetails
              data={{ statusCode: 404, statusMessage: content.statusMessage, message: content.statusMessage, data: { path: asked } }}
              labels={detailLabels(t)}
            />
          ) : undefined
        }
      />
    </ScreenFrame>
  );
}
