/** The page cache: Next's file-system cache that stores each page with its Content-Security-Policy (page-handler.mjs). */
export const PAGE_POLICY_KEY: symbol;

/** Adds a stored page's policy to its headers, in place; returns the value. */
export function withPagePolicy<T>(value: T): T;

declare class PageCacheHandler {
  constructor(ctx: unknown);
  get(...args: unknown[]): Promise<unknown>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
}
export default PageCacheHandler;

/** The key a page is kept under: its own, or with each part too long for a file name shortened to a prefix and its hash. */
export function storedKey(key: string): string;

/** Where the running server registers which page cache keys hold a visitor's query state (they leave the disk first). */
export const QUERY_STATE_PAGE_KEY: symbol;
/** The pages in the route cache folder under a server folder, least recently written first. */
export function pagesOnDisk(serverDistDir: string): { key: string; bytes: number }[];
