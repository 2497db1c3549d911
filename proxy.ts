import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { cmsAddress } from '@/lib/content/existence';
import { guardRequest } from '@/lib/routes/guard';
import { folderPath } from '@/lib/routes/href';
import { buildMetaPath, buildMetaSchema, createRedirectHolder } from '@/lib/routes/served-redirects';
import { currentBuildId } from '@/lib/build-id';
import { DRAFT_MODE_COOKIE, STATUS_PAGE_HEADER } from '@/lib/cache/front-cache.mjs';
import { sharedRedirectCacheControl } from '@/lib/cache/lifetimes';
import { notifyPurge, onPurge, REDIRECT_TABLE_CORRECTED } from '@/lib/cache/purges.mjs';
import { PRIVATE_NO_STORE } from '@/lib/http/body';
import { commonHeaders, createNonce, pagePolicy, resourcePolicy, securityConfig } from '@/lib/http/security-headers';
import { selfOrigin } from '@/lib/http/self-origin.mjs';
import { isResultsScreen } from '@/lib/routes/results-screens';
import { resultsStatesAnswer } from '@/lib/routes/results-limit';

/**
 * Every response gets the security headers (lib/http/security-headers.ts).
 * Every page request passes the route guard (lib/routes/guard.ts): bad input,
 * maintenance, locale detection, validation, trailing slash, route rules and
 * redirects (the table in this process's memory, `redirectTable` below: no
 * content query), language redirects, then a rewrite to the canonical
 * `app/[locale]/...` folder.
 */
export async function proxy(request: NextRequest) {
  const config = env();
  const security = securityConfig(config);
  const secured = (response: NextResponse, policy?: string) => {
    for (const [name, value] of commonHeaders(security)) response.headers.set(name, value);
    if (policy) response.headers.set('Content-Security-Policy', policy);
    return response;
  };
  // Framework files, API routes, the content service, root files: no page, no guard.
  if (!PAGE_PATH.test(request.nextUrl.pathname)) return secured(NextResponse.next(), resourcePolicy());

  // A page rendered per request (draft mode; `next dev`) gets a nonce: Next reads it from the request's policy and puts it
  // on every script it writes. A page from Next's cache brings its own policy (the hashes of its inline scripts:
  // lib/cache/page-handler.mjs), so nothing here makes a cached page render per request.
  const perRequest = request.cookies.has(DRAFT_MODE_COOKIE) || security.development;
  const noncePolicy = perRequest ? pagePolicy(security, { nonce: createNonce() }) : undefined;
  // A policy the visitor sends is never taken for ours: Next would put its nonce on the scripts of a render it caches.
  const sentPolicy = REQUEST_POLICY_HEADERS.some((name) => request.headers.has(name));
  const forward = noncePolicy || sentPolicy ? { request: { headers: withPolicy(request.headers, noncePolicy) } } : {};

  // The proxy's own request for a cached status page (cachedPageWithStatus below).
  if (request.headers.get(STATUS_PAGE_HEADER) === STATUS_PAGE_TOKEN)
    return secured(NextResponse.next(forward), noncePolicy);
  // Loaded from this server's own address, never from the one the request names (lib/http/self-origin.mjs). Null: no
  // table has loaded yet (the first load failed, or took longer than the first wait). The site is served without its
  // redirects then, but nothing is kept: an address that is one of them cannot be told from a missing page, so its
  // 404 must not outlive the outage, and one failing content query must not take every page down with a 503.
  const redirects = config.MAINTENANCE_MODE ? undefined : await redirectTable.lookup(selfOrigin());
  const unavailable = redirects === null;
  const decision = guardRequest({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    cookieLocale: request.cookies.get(LOCALE_COOKIE.name)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    maintenance: config.MAINTENANCE_MODE,
    redirects: redirects ?? undefined,
  });

  if (decision.action === 'redirect') {
    const response = secured(
      NextResponse.redirect(new URL(decision.location, request.nextUrl.origin), decision.status),
      resourcePolicy(),
    );
    if (decision.variesByLanguage) response.headers.set('Vary', 'Cookie, Accept-Language');
    if (decision.variesByLanguage || !redirectTable.current()) {
      // By the visitor's language, or answered from a table a purge has outdated (its new copy was still loading):
      // right for this request, but not to keep.
      response.headers.set('Cache-Control', PRIVATE_NO_STORE['Cache-Control']);
    } else {
      // Kept by the page store like a page (server.mjs): a redirect costs no trip through Next after the first.
      response.headers.set('Cache-Control', sharedRedirectCacheControl(decision.until, Date.now()));
    }
    return response;
  }

  // A CMS entry that does not exist is the 404 page, one under other slugs moves to its current address
  // (editors in draft mode see drafts: the page decides for them).
  let { pathname, status } = decision;
  // Each new results state is a render: a client past its share of them waits (lib/routes/results-limit.ts).
  if (decision.screen && isResultsScreen(decision.screen)) {
    const refused = await resultsStatesAnswer(request.headers, decision.locale);
    if (refused) return secured(refused, resourcePolicy());
  }
  if (decision.screen && decision.params && !request.cookies.has(DRAFT_MODE_COOKIE)) {
    const answer = await cmsAddress(decision.screen, decision.locale, decision.params);
    if (answer.status === 'moved') {
      const moved = secured(
        NextResponse.redirect(new URL(answer.location + request.nextUrl.search, request.nextUrl.origin), 308),
        resourcePolicy(),
      );
      moved.headers.set('Cache-Control', sharedRedirectCacheControl(null, Date.now()));
      return moved;
    }
    if (answer.status === 'missing') {
      pathname = folderPath(decision.locale, 'notFound', {});
      status = 404;
    }
  }

  // A status page fetched from this server comes with its own policy (that of the page it fetched).
  let response: NextResponse | null = null;
  if (status === 404 || status === 503) response = await cachedPageWithStatus(request, pathname, status);
  if (!response) {
    const target = request.nextUrl.clone();
    target.pathname = pathname;
    response = secured(NextResponse.rewrite(target, { status, ...forward }), noncePolicy);
  } else secured(response);
  if (status === 503) {
    response.headers.set('Retry-After', String(config.MAINTENANCE_RETRY_AFTER));
    response.headers.set('Cache-Control', PRIVATE_NO_STORE['Cache-Control']);
  }
  // Answered without the redirect table: right for now, not to keep (the page store and a CDN honour no-store).
  if (unavailable) {
    response.headers.set('Cache-Control', PRIVATE_NO_STORE['Cache-Control']);
    response.headers.set('Retry-After', String(REDIRECT_TABLE_RETRY_SECONDS));
  }
  // A 404 in the language the visitor's settings chose (an address without one): theirs alone, not to keep.
  if (decision.variesByLanguage) {
    response.headers.set('Cache-Control', PRIVATE_NO_STORE['Cache-Control']);
    response.headers.set('Vary', 'Cookie, Accept-Language');
  }
  return response;
}

// Per process: only this server's proxy can skip its own guard.
const STATUS_PAGE_TOKEN = crypto.randomUUID();

/** While no redirect table has loaded, answers say when to ask again (uncached): the holder tries again after 5 s. */
const REDIRECT_TABLE_RETRY_SECONDS = 5;

/**
 * The redirect table (route rules, editors' redirects, renamed pages), kept in
 * this process's memory (lib/routes/served-redirects.ts): fetched from this
 * server's `/builds/meta/{buildId}.json`, which answers from Next's cache, and
 * fetched again after every purge this process hears of (lib/cache/purges.mjs).
 */
const redirectTable = createRedirectHolder({
  async load(origin) {
    // A minute: the first render of the table on a cold, loaded server has taken over 10 s (fresh-clone CI), and a
    // load cut short is a table thrown away; requests wait for it at most `firstWaitMs` anyway.
    const response = await fetch(new URL(buildMetaPath(currentBuildId()), origin), {
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    });
    if (!response.ok) throw new Error(`${buildMetaPath(currentBuildId())} answered ${response.status}`);
    return buildMetaSchema.parse(await response.json()).redirects;
  },
  // Right after a start, a request waits up to 30 s for the first table rather than being answered without it.
  firstWaitMs: 30_000,
  // The page store (server.mjs) may keep a redirect made from the outdated copy: it drops its answers on a purge.
  onCorrected: () => notifyPurge([REDIRECT_TABLE_CORRECTED]),
});
onPurge((tags) => {
  if (!tags.includes(REDIRECT_TABLE_CORRECTED)) redirectTable.drop();
});

// Headers of the cached page's response that describe its encoding on the wire, which fetch has undone.
const HOP_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'];

/**
 * The 404 page for an unknown address, or the 503 page in maintenance: the
 * cached `/{locale}/404/` (`/503/`) page (HTML, or its RSC payload for a
 * client navigation: the request's headers are passed on) with its status.
 * Next's page cache answers with the status a page was cached with, so a
 * rewrite alone would say 200; this asks the server for the cached page and
 * sends it on with the right status. Null when that fails: the caller falls
 * back to a rewrite.
 */
async function cachedPageWithStatus(
  request: NextRequest,
  pathname: string,
  status: number,
): Promise<NextResponse | null> {
  const headers = new Headers(request.headers);
  headers.set(STATUS_PAGE_HEADER, STATUS_PAGE_TOKEN);
  headers.delete('host');
  try {
    const page = await fetch(new URL(pathname, selfOrigin()), {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    const answer = new Headers(page.headers);
    for (const name of HOP_HEADERS) answer.delete(name);
    return new NextResponse(page.body, { status, headers: answer });
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', event: 'status_page_failed', path: pathname, message: String(error) }),
    );
    return null;
  }
}

/** Pages: everything but framework assets, API routes, the build-id endpoint, the content service, root files and the sitemaps. */
const PAGE_PATH =
  /^\/(?!_next\/|api\/|builds\/|content\/|sitemaps\/|favicon\.ico$|icon\.svg$|robots\.txt$|sitemap\.xml$)/;

/** The request headers Next reads a nonce from. */
const REQUEST_POLICY_HEADERS = ['content-security-policy', 'content-security-policy-report-only'];

/** The request's headers with our policy (a nonce for Next) or with none. */
function withPolicy(headers: Headers, policy: string | undefined): Headers {
  const copy = new Headers(headers);
  for (const name of REQUEST_POLICY_HEADERS) copy.delete(name);
  if (policy) copy.set('content-security-policy', policy);
  return copy;
}

export const config = {
  // Every path but the framework's hashed files (their headers come from next.config.ts, without running this):
  // each response gets the security headers; only pages pass the guard (PAGE_PATH).
  matcher: ['/((?!_next/static/).*)'],
};
