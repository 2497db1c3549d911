import { trackContainerStart } from '@/lib/analytics';
import { siteRequest } from '@/lib/http/site-request';

/** The JSON of `GET /api/tag-manager/` (app/api/tag-manager/route.ts): the container's address, or null without `GTM_ID`. */
export type TagManagerAnswer = { src: string | null };

/** Where the browser asks for the container's address: only after a choice that grants something. */
export const TAG_MANAGER_ENDPOINT = '/api/tag-manager/';

/** The container's address for a configuration: `{GTM_ORIGIN}/gtm.js?id={GTM_ID}`, or null without `GTM_ID`. */
export function tagManagerSrc(config: { GTM_ID?: string; GTM_ORIGIN: string }): string | null {
  if (!config.GTM_ID) return null;
  return `${new URL(config.GTM_ORIGIN).origin}/gtm.js?id=${encodeURIComponent(config.GTM_ID)}`;
}

let loading: Promise<void> | null = null;

/**
 * Loads the tag manager's container once per page (a client navigation keeps it): asks the server for its
 * address (the build has no `GTM_ID`: pages are prerendered), then adds `<script async src=…>` after the
 * `gtm.js` start event. Nothing happens when the server has no `GTM_ID`. Call it only after consent.
 */
export function loadTagManager(): Promise<void> {
  loading ??= (async () => {
    try {
      const response = await siteRequest().send(TAG_MANAGER_ENDPOINT, { cache: 'no-store' });
      if (!response.ok) throw new Error(`tag manager address: ${response.status}`);
      const { src } = (await response.json()) as TagManagerAnswer;
      if (!src) return;
      trackContainerStart();
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      document.head.appendChild(script);
    } catch {
      // Offline or the server failing: the next choice or page tries again; analytics never breaks the page.
      loading = null;
    }
  })();
  return loading;
}
