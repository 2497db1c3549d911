import type { CacheHandler } from 'next/dist/server/lib/cache-handlers/types';

/** The `'use cache'` handler: memory alone without `url`, shared through Redis with it (handler.mjs). */
export function createSharedCacheHandler(options?: {
  url?: string;
  prefix?: string;
  memoryBytes?: number;
  log?: (line: string) => void;
}): CacheHandler;

declare const handler: CacheHandler;
export default handler;
