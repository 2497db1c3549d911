'use client';

import { useT } from '@/lib/i18n/client';
import { useDebugErrors } from './debug-errors';
import { detailLabels } from './error-content';
import { ErrorDetails } from './ErrorDetails.client';

/**
 * Under `?showErrors`, the raw error data of the 404 page, once the server
 * says this visitor may see it. The page itself is cached and the same for
 * everyone, so the path is the browser's.
 */
export function NotFoundDetails() {
  const t = useT();
  const allowed = useDebugErrors();
  if (!allowed) return null;
  const path = window.location.pathname;
  const statusMessage = t('errors.notFound.message', { path });
  return (
    <ErrorDetails
      data={{ statusCode: 404, statusMessage, message: statusMessage, data: { path } }}
      labels={detailLabels(t)}
    />
  );
}
