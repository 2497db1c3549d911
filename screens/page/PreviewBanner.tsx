import { getTranslator } from '@/lib/i18n/server';
import type { Locale } from '@/lib/i18n/locales';

/** Where the preview banner's exit link leads: draft mode off, then the same page. */
export function exitPreviewHref(path: string): string {
  return `/api/draft/disable/?${new URLSearchParams({ path }).toString()}`;
}

/** Shown to editors in draft mode, above everything: what they see is not what visitors see. */
export function PreviewBanner({ locale, path }: { locale: Locale; path: string }) {
  const t = getTranslator(locale);
  return (
    <div role="status" data-testid="preview-banner" className="bg-amber-300 text-neutral-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
        <p className="font-medium">{t('preview.banner')}</p>
        {/* A plain link: the route handler switches draft mode off and redirects. */}
        <a
          href={exitPreviewHref(path)}
          className="rounded-full bg-neutral-900 px-4 py-1.5 font-semibold text-white hover:bg-neutral-700"
        >
          {t('preview.exit')}
        </a>
      </div>
    </div>
  );
}
