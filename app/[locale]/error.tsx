'use client';

import { ClientErrorPage } from '@/components/error/ClientErrorPage.client';

/** Any unhandled error below the root layout, server or client, lands on the error page. */
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  return <ClientErrorPage error={error} />;
}
