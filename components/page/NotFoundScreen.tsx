import { cookies, draftMode, headers } from 'next/headers';
import { detailLabels, errorContent } from '@/components/error/error-content';
import { ErrorDetails } from '@/components/error/ErrorDetails.client';
import { ErrorView } from '@/components/error/ErrorView';
import { ScreenFrame } from '@/components/screen/ScreenFrame';
import { loadNotFoundModules } from '@/lib/content/pages';
import { debugErrorsAllowed, debugTokenOf } from '@/lib/debug';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/server';
import { equivalentHrefs } from '@/lib/routes/alternates';
import { hrefFor } from '@/lib/routes/href';
import { REQUEST_PATH_HEADER } from '@/lib/routes/request-path';
import { NotFoundLayout } from '@/renderer/layouts/NotFoundLayout';
import { RenderModules } from '@/renderer/RenderModules';

// A 8 KB path is shown, not echoed whole.
const MAX_SHOWN_PATH = 200;

/** The CMS's help for lost visitors; the not-found page must work when the CMS does not, so a failure shows none. */
async function helpfulModules(locale: Locale, preview: boolean) {
  try {
    return await loadNotFoundModules(locale, { preview });
  } catch {
    return null;
  }
}

/**
 * The not-found screen (404 layout): `Page Not Found: {path}` and what editors
 * put on the page with the 404 layout. Rendered for the proxy's 404 rewrites
 * (`/{locale}/404/`) and, without the editors' modules (`withHelp` false), as
 * the `notFound()` boundary: Next serializes that boundary into the RSC
 * payload of every page under it, so it stays small and asks the CMS nothing.
 */
export async function NotFoundScreen({ locale, showErrors, withHelp = true }: { locale: Locale; showErrors: boolean; withHelp?: boolean }) {
  const requestHeaders = await headers();
  const asked = requestHeaders.get(REQUEST_PATH_HEADER) ?? hrefFor(locale, 'notFound', {});
  const path = asked.length > MAX_SHOWN_PATH ? `${asked.slice(0, MAX_SHOWN_PATH)}…` : asked;
  const t = getTranslator(locale);
  const content = errorContent(404, locale, t, path);
  const showDetails = debugErrorsAllowed({ showErrors, token: debugTokenOf(requestHeaders, await cookies()) });
  const preview = (await draftMode()).isEnabled;
  const help = withHelp ? await helpfulModules(locale, preview) : null;
  return (
    <ScreenFrame locale={locale} alternates={equivalentHrefs('notFound', {})} screenName="notFound" preview={preview ? { path: asked } : undefined}>
      <NotFoundLayout
        message={
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
        }
      >
        {help && help.modules.length > 0 ? (
          <RenderModules modules={help.modules} layout="404" context={{ locale, preview, t }} path={asked} />
        ) : null}
      </NotFoundLayout>
    </ScreenFrame>
  );
}
