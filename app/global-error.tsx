'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { StatusAlone } from '@/components/error/StatusAlone';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import './globals.css';

function localeOfPath(): Locale {
  const first = window.location.pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * Last resort when the root layout itself fails: a page of its own, never a
 * blank one. Its texts and their dictionary are loaded on demand, so no page
 * pays for them; until they arrive it shows the status alone.
 */
export default function GlobalError() {
  const [page, setPage] = useState<{ locale: Locale; body: ReactNode } | null>(null);

  useEffect(() => {
    const locale = localeOfPath();
    void Promise.all([
      import(`@/lib/i18n/dictionaries/${locale}.json`),
      import('@/components/error/GlobalErrorBody'),
    ]).then(([dictionary, { GlobalErrorBody }]) =>
      setPage({ locale, body: <GlobalErrorBody locale={locale} dictionary={dictionary.default} /> }),
    );
  }, []);

  return (
    <html lang={page?.locale ?? defaultLocale}>
      <body>
        <main id="main">{page ? page.body : <StatusAlone status={500} />}</main>
      </body>
    </html>
  );
}
