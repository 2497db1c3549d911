/** Calls `listener` with the purged tags after every purge of this process, until the returned function is called. */
export function onPurge(listener: (tags: string[]) => void): () => void;
/** Tells every listener that these tags were purged (the cache handler calls it). */
export function notifyPurge(tags: string[]): void;
/** Not a content tag: the proxy's redirect table was replaced after a purge; the page store drops its answers. */
export const REDIRECT_TABLE_CORRECTED: string;
