import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { store } from '@/lib/db';
import { hasKnownAddresses, listRenames, recordAddresses, type Rename } from '@/lib/db/renames';
import type { RedirectSource } from '@/lib/routes/redirects';
import { siteEntryAddresses } from './paths';
import { CONTENT_CACHE_PROFILE } from './server';

/**
 * Addresses that follow a renamed entry (lib/db/renames.ts keeps them in the
 * data store, shared by every instance on PostgreSQL).
 */

/** The cache tag of the renamed addresses in the redirect table: the webhook purges it when they change. */
export const RENAMES_TAG = 'renamed-addresses';

/** The content types whose entries' addresses are made of slugs: their own, or their parents'. */
export const addressContentTypes: readonly string[] = ['page', 'landing', 'package', 'continent', 'country', 'city'];

/**
 * After a publish (the webhook, before it purges): compares every entry's
 * address now, read fresh from the CMS, with the last ones the store knew
 * and records the renames. While the store knows none yet (its first
 * publish), what the site showed until now (the cached queries, not yet
 * purged) stands for them.
 */
export async function followRenames(): Promise<{ renamed: Rename[]; changed: boolean }> {
  const { db } = await store();
  const baseline = (await hasKnownAddresses(db)) ? [] : await siteEntryAddresses();
  const current = await siteEntryAddresses({ outsideRender: true });
  return recordAddresses(db, current, baseline);
}

const sourceOf = ({ from, to, entryId }: Rename): RedirectSource => ({
  origin: 'rename',
  id: entryId,
  from,
  to: { kind: 'address', address: to },
  permanent: true,
});

/** The renamed addresses as sources of the redirect table (308), read from the store as it is now. */
export async function currentRenameSources(): Promise<RedirectSource[]> {
  const { db } = await store();
  return (await listRenames(db)).map(sourceOf);
}

/** The same from Next's cache (tagged RENAMES_TAG): what the served table reads. */
export async function renameSources(): Promise<RedirectSource[]> {
  'use cache';
  cacheLife(CONTENT_CACHE_PROFILE);
  cacheTag(RENAMES_TAG);
  return currentRenameSources();
}
