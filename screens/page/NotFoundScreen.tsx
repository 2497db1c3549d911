import { AskedPath } from '@/components/error/AskedPath.client';
import { errorContent } from '@/components/error/error-content';
import { ErrorView } from '@/components/error/ErrorView';
import { NotFoundDetails } from '@/components/error/NotFoundDetails.client';
import { ScreenFrame } from '@/screens/frame/ScreenFrame';
import { showsDrafts } from '@/lib/content/draft';
import { loadNotFoundModules } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/server';
import { equivalentHrefs } from '@/lib/routes/alternates';
import { hrefFor } from '@/lib/routes/href';
import { NotFoundLayout } from '@/renderer/layouts/NotFoundLayout';
import { RenderModules } from '@/renderer/RenderModules';

/** The CMS's help for lost visitors; the not-found page must work when the CMS does not, so a failure shows none. */
async function helpfulModules(locale: Locale, preview: boolean) {
  try {
    return await loadNotFoundModules(locale, { preview });
  } catch {
    return null;
  }
}

/**
 * The not-found screen (404 layout): `Page Not Found: {path}` and, with
 * `withHelp`, what editors put on the page with the 404 layout. It depends on
 * nothing of the request, so it is rendered once per language and cached:
 * the asked-for path and the `?showErrors` details are read in the browser.
 * Full for the proxy's 404 answers (`/{locale}/404/`); as the `notFound()`
 * boundary, which Next puts into the payload of every page, without the
 * editors' modules, without the browser-side path and details, and with the
 * header's site name only.
 */
export async function NotFoundScreen({ locale, withHelp }: { locale: Locale; withHelp: boolean }) {
  const t = getTranslator(locale);
  const content = errorContent(404, locale, t);
  const preview = await showsDrafts();
  const help = withHelp ? await helpfulModules(locale, preview) : null;
  const self = hrefFor(locale, 'notFound', {});
  return (
    <ScreenFrame
      locale={locale}
      alternates={equivalentHrefs('notFound', {})}
      screenName="notFound"
      preview={preview ? { path: self } : undefined}
      brandOnly={!withHelp}
    >
      <NotFoundLayout
        message={
          withHelp ? (
            <ErrorView
              content={content}
              statusMessage={<AskedPath fallback={content.statusMessage} />}
              details={<NotFoundDetails />}
            />
          ) : (
            // The boundary in every page's payload references no client component: none is loaded with every page.
            <ErrorView content={content} />
          )
        }
      >
        {help && help.modules.length > 0 ? (
          <RenderModules modules={help.modules} layout="404" context={{ locale, preview, t }} path={self} />
        ) : null}
      </NotFoundLayout>
    </ScreenFrame>
  );
}
