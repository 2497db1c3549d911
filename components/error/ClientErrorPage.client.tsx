'use client';

import { useEffect, useState } from 'react';
import { CONTENT_UNAVAILABLE_DIGEST } from '@/lib/content/errors';
import { useLocale, useT } from '@/lib/i18n/client';
import { detailLabels, errorContent } from './error-content';
import { ErrorDetails } from './ErrorDetails.client';
import { ErrorView } from './ErrorView';

type Details = { data: unknown; stack?: string };

/**
 * What an unhandled error shows instead of a blank page. Under `?showErrors`
 * it asks the server whether this visitor may see details (development, or
 * the debug token) and for the server stack behind the error's digest.
 */
export function ClientErrorPage({ error }: { error: Error & { digest?: string } }) {
  const locale = useLocale();
  const t = useT();
  const [details, setDetails] = useState<Details | null>(null);
  // A content-service outage reads as the 503 page (technical issues, no home link); anything else as a 500.
  const status = error.digest === CONTENT_UNAVAILABLE_DIGEST ? 503 : 500;
  const content = errorContent(status, locale, t);

  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('showErrors')) return;
    const query = new URLSearchParams({ showErrors: '' });
    if (error.digest) query.set('digest', error.digest);
    let cancelled = false;
    fetch(`/api/debug/errors/?${query}`, { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ error: { stack?: string } | null }>) : null))
      .then((body) => {
        if (cancelled || !body) return;
        setDetails({
          data: { statusCode: status, statusMessage: content.statusMessage, message: error.message, digest: error.digest },
          stack: body.error?.stack ?? error.stack,
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [error, status, content.statusMessage]);

  return (
    <main id="main">
      <ErrorView
        content={content}
        details={
          details ? <ErrorDetails data={details.data} stack={details.stack} labels={detailLabels(t)} /> : undefined
        }
      />
    </main>
  );
}
