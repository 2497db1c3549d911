import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { guardRequest } from '@/lib/routes/guard';
import { REQUEST_PATH_HEADER } from '@/lib/routes/request-path';
import { routeRules } from '@/lib/routes/rules';

/**
 * Every page request passes the route guard (lib/routes/guard.ts): bad input,
 * maintenance, locale detection, validation, trailing slash, route rules,
 * language redirects, then a rewrite to the canonical `app/[locale]/...` folder.
 */
export function proxy(request: NextRequest) {
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

  // The page shows the path the visitor asked for (`Page Not Found: {path}`), not the rewritten one.
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  const target = request.nextUrl.clone();
  target.pathname = decision.pathname;
  const response = NextResponse.rewrite(target, { status: decision.status, request: { headers } });
  if (decision.status === 503) {
    response.headers.set('Retry-After', String(config.MAINTENANCE_RETRY_AFTER));
    response.headers.set('Cache-Control', 'no-store');
  }
  return response;
}

export const config = {
  // Pages only: framework assets, API routes, the build-id endpoint, the content service and root files skip the guard.
  matcher: ['/((?!_next/|api/|builds/|content/|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$).*)'],
};
