import { QUERY_STATE_PAGE_KEY } from '@/lib/cache/page-handler.mjs';
import { queryStatePage } from '@/lib/routes/results';

/** Tells the page cache (lib/cache/page-handler.mjs) which keys hold a visitor's filter state: they leave the disk first. Called by instrumentation.ts at start-up. */
export function registerQueryStatePages(): void {
  (globalThis as Record<symbol, unknown>)[QUERY_STATE_PAGE_KEY] = (key: string) => queryStatePage.test(key);
}
