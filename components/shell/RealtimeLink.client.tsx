'use client';

import { useEffect } from 'react';

export type RealtimeLinkProps = {
  /** `CONTENT_WS_URL`. */
  url: string;
  /** The delivery token, as the browser's content queries send it. */
  token: string;
};

/**
 * Opens the page's realtime link once the page has loaded, and closes it when the layout goes. The root layout
 * renders it only when `CONTENT_WS_URL` is set, and the socket client's code is fetched only then.
 */
export function RealtimeLink({ url, token }: RealtimeLinkProps) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('@/lib/content/client/realtime').then(({ startRealtimeLink }) => {
      if (!unmounted) stop = startRealtimeLink({ url, token });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [url, token]);
  return null;
}
