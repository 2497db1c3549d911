'use client';

import { useEffect, useState } from 'react';
import { errorContent } from '@/components/error/error-content';
import { ErrorView } from '@/components/error/ErrorView';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { createTranslator, type Translate } from '@/lib/i18n/translate';
import './globals.css';

function localeOfPath(): Locale {
  const first = window.location.pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * Last resort when the root layout itself fails: a page of its own, never a
 * blank one. The dictionary is loaded on demand, so no page pays for it.
 */
export default function GlobalError() {
  const [page, setPage] = useState<{ locale: Locale; t: Translate } | null>(null);

  useEffect(() => {
    const locale = localeOfPath();
    void import(`@/lib/i18n/dictionaries/${locale}.json`).then((module: { default: Parameters<typeof createTranslator>[1] }) =>
      setPage({ locale, t: createTranslator(locale, module.default) }),
    );
  }, []);

  return (
    <html lang={page?.locale ?? defaultLocale}>
      <body>
        {/* React puts a <title> rendered here into the head: the tab says what happened, in the visitor's language. */}
        {page ? <title>{page.t('errors.status.500')}</title> : null}
        <main id="main">
          {page ? (
            <ErrorView content={errorContent(500, page.locale, page.t)} />
          ) : (
            <p className="py-16 text-center text-8xl font-extrabold text-brand">500</p>
          )}
        </main>
      </body>
    </html>
  );
}
