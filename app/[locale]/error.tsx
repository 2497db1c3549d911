'use client';

import { lazy, Suspense } from 'react';
import { StatusAlone } from '@/components/error/StatusAlone';
import { errorStatusOf } from '@/lib/content/errors';

// The error page's code (texts, links, the debug details) comes when an error does: every page would carry it in its first load.
const ClientErrorPage = lazy(() =>
  import('@/components/error/ClientErrorPage.client').then((module) => ({ default: module.ClientErrorPage })),
);

/** Any unhandled error below the root layout, server or client, lands on the error page; until its code arrives, the status shows alone. */
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  return (
    <Suspense
      fallback={
        <main id="main">
          <StatusAlone status={errorStatusOf(error.digest)} />
        </main>
      }
    >
      <ClientErrorPage error={error} />
    </Suspense>
  );
}
