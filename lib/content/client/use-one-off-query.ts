import { useQuery, type AnyVariables, type GraphQLRequestParams, type OperationContext } from '@urql/next';
import { useEffect } from 'react';
import { ONE_OFF_REQUEST_POLICY, WATCHED_REQUEST_POLICY, WATCH_POLL_INTERVAL_MS } from './policies';

/** `useQuery`'s arguments without `requestPolicy` (the hook decides it). */
export type ContentQueryArgs<Data = unknown, Variables extends AnyVariables = AnyVariables> = GraphQLRequestParams<
  Data,
  Variables
> & {
  /** While true nothing is executed and polling stops. */
  pause?: boolean;
  /** Extra operation context; memoize it (a new object re-executes the query). */
  context?: Partial<OperationContext>;
};

/**
 * A query that stays fresh while it is on screen: `cache-and-network` (a
 * cached result shows at once, marked `stale`, while the network answers), and
 * re-executed the same way every WATCH_POLL_INTERVAL_MS (120 s) while the
 * component is mounted, not paused and the document is visible. A poll that
 * falls due while the tab is hidden runs as soon as it becomes visible again.
 */
export function useWatchedQuery<Data = unknown, Variables extends AnyVariables = AnyVariables>(
  args: ContentQueryArgs<Data, Variables>,
) {
  const response = useQuery<Data, Variables>({ ...args, requestPolicy: WATCHED_REQUEST_POLICY });
  const reexecute = response[1];
  const paused = args.pause ?? false;

  useEffect(() => {
    if (paused) return;

    let timer: ReturnType<typeof setTimeout> | undefined;
    let dueWhileHidden = false;

    const poll = () => {
      reexecute({ requestPolicy: WATCHED_REQUEST_POLICY });
      schedule();
    };
    const schedule = () => {
      timer = setTimeout(() => {
        timer = undefined;
        if (isDocumentVisible()) poll();
        else dueWhileHidden = true;
      }, WATCH_POLL_INTERVAL_MS);
    };
    const onVisibilityChange = () => {
      if (dueWhileHidden && isDocumentVisible()) {
        dueWhileHidden = false;
        poll();
      }
    };

    schedule();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [paused, reexecute]);

  return response;
}

/** A query read once: `cache-first`, answered from the client's cache when it holds the result. */
export function useOneOffQuery<Data = unknown, Variables extends AnyVariables = AnyVariables>(
  args: ContentQueryArgs<Data, Variables>,
) {
  return useQuery<Data, Variables>({ ...args, requestPolicy: ONE_OFF_REQUEST_POLICY });
}

function isDocumentVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}
