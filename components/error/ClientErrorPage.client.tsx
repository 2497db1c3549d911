'use client';

import { errorStatusOf } from '@/lib/content/errors';
import { useLocale, useT } from '@/lib/i18n/client';
import { useDebugErrors } from './debug-errors';
import { detailLabels, errorContent } from './error-content';
import { ErrorDetails } from './ErrorDetails.client';
import { ErrorView } from './ErrorView';

/**
 * What an unhandled error shows instead of a blank page. Under `?showErrors`
 * it asks the server whether this visitor may see details (development, or
 * the debug token) and for the server stack behind the error's digest.
 */
export function ClientErrorPage({ error }: { error: Error & { digest?: string } }) {
  const locale = useLocale();
  const t = useT();
  const status = errorStatusOf(error.digest);
  const content = errorContent(status, locale, t);
  const debug = useDebugErrors(error.digest);
  const details = debug
    ? {
        data: {
          statusCode: status,
          statusMessage: content.statusMessage,
          message: error.message,
          digest: error.digest,
        },
        stack: debug.error?.stack ?? error.stack,
      }
    : null;

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
