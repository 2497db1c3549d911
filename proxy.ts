import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { cmsAddress } from '@/lib/content/existence';
import { guardRequest } from '@/lib/routes/guard';
import { folderPath } from '@/lib/routes/href';
import { routeRules } from '@/lib/routes/rules';

/**
 * Every page request passes the route guard (lib/routes/guard.ts): bad input,
 * maintenance, locale detection, validation, trailing slash, route rules,
 * language redirects, then a rewrite to the canonical `app/[locale]/...` folder.
 */
export async function proxy(request: NextRequest) {
  // The proxy's own request for a cached status page (cachedPageWithStatus below).
  if (request.headers.get(STATUS_PAGE_HEADER) === STATUS_PAGE_TOKEN) return NextResponse.next();
  const config = env();
  const decision = guardRequest({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    cookieLocale: request.cookies.get(LOCALE_COOKIE.name)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    maintenance: config.MAINTENANCE_MODE,
    rules: routeRules,
  });

  if (decision.action === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.nextUrl.origin), decision.status);
    if (decision.variesByLanguage) {
      response.headers.set('Vary', 'Cookie, Accept-Language');
      response.headers.set('Cache-Control', 'private, no-store');
    }
    return response;
  }

  // A CMS entry that does not exist is the 404 page, one under other slugs moves to its current address
  // (editors in draft mode see drafts: the page decides for them).
  let { pathname, status } = decision;
  if (decision.screen && decision.params && !request.cookies.has(DRAFT_MODE_COOKIE)) {
    const answer = await cmsAddress(decision.screen, decision.locale, decision.params);
    if (answer.status === 'moved') return NextResponse.redirect(new URL(answer.location + request.nextUrl.search, request.nextUrl.origin), 308);
    if (answer.status === 'missing') {
      pathname = folderPath(decision.locale, 'notFound', {});
      status = 404;
    }
  }

  let response: NextResponse | null = null;
  if (status === 404 || status === 503) response = await cachedPageWithStatus(request, pathname, status);
  if (!response) {
    const target = request.nextUrl.clone();
    target.pathname = pathname;
    response = NextResponse.rewrite(target, { status });
  }
  if (status === 503) {
    response.headers.set('Retry-After', String(config.MAINTENANCE_RETRY_AFTER));
    response.headers.set('Cache-Control', 'private, no-store');
  }
  return response;
}

const STATUS_PAGE_HEADER = 'x-status-page-render';
// Per process: only this server's proxy can skip its own guard.
const STATUS_PAGE_TOKEN = crypto.randomUUID();

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
async function cachedPageWithStatus(request: NextRequest, pathname: string, status: number): Promise<NextResponse | null> {
  const headers = new Headers(request.headers);
  headers.set(STATUS_PAGE_HEADER, STATUS_PAGE_TOKEN);
  headers.delete('host');
  try {
    const page = await fetch(new URL(pathname, request.nextUrl.origin), { headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    const answer = new Headers(page.headers);
    for (const name of HOP_HEADERS) answer.delete(name);
    return new NextResponse(page.body, { status, headers: answer });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'status_page_failed', path: pathname, message: String(error) }));
    return null;
  }
}

/** The cookie Next sets while draft mode is on (`draftMode().enable()`). */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

export const config = {
  // Pages only: framework assets, API routes, the build-id endpoint, the content service and root files skip the guard.
  matcher: ['/((?!_next/|api/|builds/|content/|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$).*)'],
};
