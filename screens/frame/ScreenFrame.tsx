import type { ReactNode } from 'react';
import { PreviewBanner } from '@/screens/page/PreviewBanner';
import { SiteFooter } from '@/components/shell/SiteFooter';
import { SiteHeader } from '@/components/shell/SiteHeader';
import { getTranslator } from '@/lib/i18n/server';
import type { Locale } from '@/lib/i18n/locales';

/** What every screen shares inside the root layout: the skip link, the header with the language switcher, `<main>`, the footer. */
export function ScreenFrame({
  locale,
  alternates,
  screenName,
  preview,
  children,
}: {
  locale: Locale;
  /** Where the language switcher leads, per language (`equivalentHrefs`). */
  alternates: Record<Locale, string>;
  /** Marks `<main>` with the screen it shows (`data-screen`), for tests and analytics. */
  screenName: string;
  /** Draft mode is on: the editors' banner with a way out, back to this path as visitors see it. */
  preview?: { path: string };
  children: ReactNode;
}) {
  const t = getTranslator(locale);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-[3000] focus:bg-white focus:p-2"
      >
        {t('nav.skipToContent')}
      </a>
      {preview ? <PreviewBanner locale={locale} path={preview.path} /> : null}
      <SiteHeader locale={locale} alternates={alternates} />
      <main id="main" data-screen={screenName}>
        {children}
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}
