import type { ReactNode } from 'react';
import { PreviewBanner } from '@/screens/page/PreviewBanner';
import { SiteFooter } from '@/components/shell/SiteFooter';
import { BrandHeader, SiteHeader } from '@/components/shell/SiteHeader';
import { getTranslator } from '@/lib/i18n/server';
import type { Locale } from '@/lib/i18n/locales';
import styles from './ScreenFrame.module.css';

/** What every screen shares inside the root layout: the skip link, the header with the language switcher, `<main>`, the footer. */
export function ScreenFrame({
  locale,
  alternates,
  screenName,
  preview,
  brandOnly = false,
  children,
}: {
  locale: Locale;
  /** Where the language switcher leads, per language (`equivalentHrefs`). */
  alternates: Record<Locale, string>;
  /** Marks `<main>` with the screen it shows (`data-screen`), for tests and analytics. */
  screenName: string;
  /** Draft mode is on: the editors' banner with a way out, back to this path as visitors see it. */
  preview?: { path: string };
  /** The header with the site's name only (BrandHeader): for the `notFound()` boundary, which every page's payload carries. */
  brandOnly?: boolean;
  children: ReactNode;
}) {
  const t = getTranslator(locale);
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('nav.skipToContent')}
      </a>
      {preview ? <PreviewBanner locale={locale} path={preview.path} /> : null}
      {brandOnly ? <BrandHeader locale={locale} /> : <SiteHeader locale={locale} alternates={alternates} />}
      <main id="main" data-screen={screenName}>
        {children}
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}
