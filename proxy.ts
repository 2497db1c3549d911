import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { cmsEntryExists } from '@/lib/content/existence';
import { guardRequest } from '@/lib/routes/guard';
import { folderPath } from '@/lib/routes/href';
import { REQUEST_PATH_HEADER } from '@/lib/routes/request-path';
import { routeRules } from '@/lib/routes/rules';

/**
 * Every page request passes the route guard (lib/routes/guard.ts): bad input,
 * maintenance, locale detection, validation, trailing slash, route rules,
 * language redirects, then a rewrite to the canonical `app/[locale]/...` folder.
 */
export async function proxy(request: NextRequest) {
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

  // A CMS page that does not exist is the 404 page (editors in draft mode see drafts: the page decides for them).
  let { pathname, status } = decision;
  if (decision.screen && decision.params && !request.cookies.has(DRAFT_MODE_COOKIE)) {
    if (!(await cmsEntryExists(decision.screen, decision.locale, decision.params))) {
      pathname = folderPath(decision.locale, 'notFound', {});
      status = 404;
    }
  }

  // The page shows the path the visitor asked for (`Page Not Found: {path}`), not the rewritten one.
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  const target = request.nextUrl.clone();
  target.pathname = pathname;
  const response = NextResponse.rewrite(target, { status, request: { headers } });
  if (decision.status === 503) {
    response.headers.set('Retry-After', String(config.MAINTENANCE_RETRY_AFTER));
    response.headers.set('Cache-Control', 'no-store');
  }
  return response;
}

/** The cookie Next sets while draft mode is on (`draftMode().enable()`). */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

export const config = {
  // Pages only: framework assets, API routes, the build-id endpoint, the content service and root files skip the guard.
  matcher: ['/((?!_next/|api/|builds/|content/|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$).*)'],
};
