import { useEffect, useState } from 'react';
import { siteRequest } from '@/lib/http/site-request';

/** What /api/debug/errors/ tells a visitor allowed to see error details: the server's record of the error behind a digest. */
export type DebugErrors = { error: { stack?: string } | null };

/**
 * Under `?showErrors`, asks the server whether this visitor may see error
 * details (a development server, or the debug token: /api/debug/errors/) and,
 * given a digest, for the server's record of that error. Null until it says
 * yes, and for everyone else.
 */
export function useDebugErrors(digest?: string): DebugErrors | null {
  const [answer, setAnswer] = useState<DebugErrors | null>(null);
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('showErrors')) return;
    const query = new URLSearchParams({ showErrors: '' });
    if (digest) query.set('digest', digest);
    let cancelled = false;
    siteRequest()
      .send('/api/debug/errors/', { query, cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<DebugErrors>) : null))
      .then((body) => {
        if (!cancelled && body) setAnswer(body);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [digest]);
  return answer;
}
