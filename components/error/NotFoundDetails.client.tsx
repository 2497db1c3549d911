'use client';

import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n/client';
import { detailLabels } from './error-content';
import { ErrorDetails } from './ErrorDetails.client';

/**
 * Under `?showErrors`, the raw error data of the 404 page, once the server
 * says this visitor may see it (a development server, or the debug token:
 * /api/debug/errors/). The page itself is cached and the same for everyone.
 */
export function NotFoundDetails() {
  const t = useT();
  const [data, setData] = useState<unknown>(null);
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('showErrors')) return;
    let cancelled = false;
    const path = window.location.pathname;
    fetch('/api/debug/errors/?showErrors', { cache: 'no-store' })
      .then((response) => {
        if (cancelled || !response.ok) return;
        const statusMessage = t('errors.notFound.message', { path });
        setData({ statusCode: 404, statusMessage, message: statusMessage, data: { path } });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [t]);
  return data ? <ErrorDetails data={data} labels={detailLabels(t)} /> : null;
}
