import 'server-only';
import { cacheLife } from 'next/cache';
import { RedirectsDocument, SiteSettingsDocument, type RedirectsQuery } from '@/codegen/generated/graphql';
import {
  buildRedirectTable,
  type RedirectSource,
  type RedirectTable,
  type RedirectTarget,
  type RefusedRedirect,
} from '@/lib/routes/redirects';
import { routeRuleSources } from '@/lib/routes/route-rules';
import { entryAddressesOf } from './entry-addresses';
import { currentRenameSources, renameSources } from './renames';
import { CONTENT_CACHE_PROFILE, queryContent, type ContentQueryOptions } from './server';

type RedirectItem = NonNullable<NonNullable<RedirectsQuery['redirectCollection']>['items'][number]>;

async function sourceOf(item: RedirectItem, options: ContentQueryOptions): Promise<RedirectSource> {
  const targets: RedirectTarget[] = [];
  if (item.toEntry) {
    targets.push({
      kind: 'entry',
      entryId: item.toEntry.sys.id,
      addresses: await entryAddressesOf(item.toEntry.__typename, item.toEntry.sys.id, options),
    });
  }
  if (item.toAddress) targets.push({ kind: 'address', address: item.toAddress });
  if (item.toUrl) targets.push({ kind: 'url', url: item.toUrl });
  const problem =
    targets.length === 0
      ? 'it says nowhere to go: fill in one of "To a page" (a published one), "To an address of the site" and "To another website"'
      : `it has ${targets.length} targets: keep one of "To a page", "To an address of the site" and "To another website"`;
  return {
    origin: 'redirect',
    id: item.sys.id,
    from: item.from ?? '',
    to: targets.length === 1 ? targets[0]! : null,
    ...(targets.length === 1 ? {} : { problem }),
    permanent: item.permanent ?? false,
    start: item.startDate,
    end: item.endDate,
  };
}

/**
 * Every source of the redirect table the CMS holds: the site settings' route
 * rules, then each redirect entry with its target resolved. Published content
 * through Next's cache by default (tagged: a publish of the settings, of a
 * redirect, or of an entry one leads to, purges it); fresh with
 * `outsideRender` (the webhook's check); drafts with `preview` (the editors'
 * preview). No redirect is written in code.
 */
export async function redirectSources(options: ContentQueryOptions = {}): Promise<RedirectSource[]> {
  const [settings, data] = await Promise.all([
    queryContent(SiteSettingsDocument, {}, options),
    queryContent(RedirectsDocument, {}, options),
  ]);
  const site = settings.siteSettingsCollection?.items[0];
  const rules = site ? routeRuleSources(site.sys.id, site.routeRules) : [];
  const items = (data.redirectCollection?.items ?? []).flatMap((item) => (item ? [item] : []));
  return [...rules, ...(await Promise.all(items.map((item) => sourceOf(item, options))))];
}

/** The sources of the published content, from Next's cache (tagged by every query they read). */
async function publishedRedirectSources(): Promise<RedirectSource[]> {
  'use cache';
  cacheLife(CONTENT_CACHE_PROFILE);
  return redirectSources();
}

/**
 * The redirect table of the published content (route rules and redirect
 * entries), from Next's cache: built once per purge of what it shows (its
 * queries' tags), then read from memory or Redis like any content query. The
 * sitemaps read this one: it needs no data store, so `next build` can.
 */
export async function publishedRedirectTable(): Promise<RedirectTable> {
  'use cache';
  cacheLife(CONTENT_CACHE_PROFILE);
  return buildRedirectTable(await publishedRedirectSources());
}

/**
 * The table the proxy serves: the published content's, with the renamed
 * addresses of the data store last (lib/content/renames.ts). Made on each
 * call from the cached queries it reads (each one purged by a publish of what
 * it shows, the renamed addresses by the webhook when a rename changed the
 * store), not kept whole: the proxy loads it after every purge, and Next lets
 * a call join a fill of the same cached function that another request began
 * before the purge, so a whole-table entry, which takes the longest to fill,
 * would hand a load after a publish the table from before it. Throws when the
 * store cannot be read (the build metadata then serves
 * `publishedRedirectTable` alone).
 */
export async function servedRedirectTable(): Promise<RedirectTable> {
  const [content, renames] = await Promise.all([redirectSources(), renameSources()]);
  return buildRedirectTable([...content, ...renames]);
}

/**
 * The addresses that redirect now or will (an ended redirect no longer
 * counts): the sitemaps leave them out. Evaluated when the cached table is
 * made, so a redirect that ends later keeps its address out until the next
 * purge or the hourly refresh.
 */
export async function redirectingAddresses(): Promise<string[]> {
  'use cache';
  cacheLife(CONTENT_CACHE_PROFILE);
  const now = Date.now();
  const { redirects } = await publishedRedirectTable();
  return [
    ...new Set(
      redirects.filter((redirect) => redirect.end === null || redirect.end > now).map((redirect) => redirect.from),
    ),
  ];
}

/** The content types whose entries are sources of the redirect table: their publish is checked by the webhook. */
export const redirectSourceTypes: readonly string[] = ['redirect', 'siteSettings'];

/**
 * What the table refuses because of one entry, in the content as it is now
 * (`outsideRender`: the webhook's check after a publish) or as drafts
 * (`preview`: the editors' preview): its own redirects, and the others it
 * collides with or extends into a chain.
 */
export async function refusalsOf(entryId: string, options: ContentQueryOptions): Promise<RefusedRedirect[]> {
  const { refused } = await currentRedirectTable(options);
  return refused.filter((refusal) => refusal.id === entryId || refusal.by === entryId);
}

/**
 * The whole table as the CMS holds it now (`outsideRender`) or as drafts
 * (`preview`), with the renamed addresses the store holds now (left out, and
 * logged, when it cannot be read).
 */
export async function currentRedirectTable(options: ContentQueryOptions): Promise<RedirectTable> {
  const [content, renames] = await Promise.all([
    redirectSources(options),
    currentRenameSources().catch((error: unknown) => {
      console.error(
        JSON.stringify({
          level: 'error',
          event: 'renamed_addresses_unavailable',
          message: error instanceof Error ? error.message : String(error),
        }),
      );
      return [];
    }),
  ]);
  return buildRedirectTable([...content, ...renames]);
}
