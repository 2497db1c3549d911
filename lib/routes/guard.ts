import { detectLocale } from '@/lib/i18n/detect';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { folderPath, hrefFor } from './href';
import { matchAll, matchForeign, pathSegments } from './match';
import { folderParams } from './results';
import type { ScreenId } from './table';

/** Longer paths are not links of ours; they get the 404 page without further work. */
export const MAX_PATH_LENGTH = 2048;

export type GuardRequest = {
  /** The request path as received (percent-encoded). */
  pathname: string;
  /** The query string including its `?`, or an empty string. */
  search: string;
  cookieLocale?: string | null;
  acceptLanguage?: string | null;
  maintenance: boolean;
  /**
   * Step 3: the redirect of an address (route rules, editors' redirects, renamed pages), looked up in the
   * table the proxy keeps in memory (lib/routes/redirects.ts). Asked only for a path that got that far.
   */
  redirects?: (pathname: string) => GuardRedirect | undefined;
};

/** A redirect of the table, as the guard applies it. */
export type GuardRedirect = {
  /** A path of the site (maybe with its own query) or an absolute external URL. */
  location: string;
  status: 307 | 308;
  /** Add the visitor's query to the location. */
  keepQuery: boolean;
  /** When this answer for the address may change by the clock (the redirect's end, or the next one's start), or null. */
  until: number | null;
};

export type GuardDecision =
  | {
      action: 'redirect';
      /** A same-origin path (always starting with exactly one `/`) or an absolute external URL. */
      location: string;
      status: 307 | 308;
      /** The target depends on the visitor's language settings: caches must key on them. */
      variesByLanguage: boolean;
      /** Otherwise it depends on the address and the published content alone, until this time (null: no end). */
      until: number | null;
    }
  | {
      action: 'rewrite';
      /** The `app/[locale]/...` path that renders the response. */
      pathname: string;
      status: 200 | 404 | 503;
      locale: Locale;
      /** For a screen of the route table (status 200): which one, with its parameters. */
      screen?: ScreenId;
      params?: Record<string, string>;
      /** The language came from the visitor's settings, not the address (a 404 without one): caches must not share it. */
      variesByLanguage?: boolean;
    };

const redirect = (
  location: string,
  status: 307 | 308,
  variesByLanguage = false,
  until: number | null = null,
): GuardDecision => ({
  action: 'redirect',
  location,
  status,
  variesByLanguage,
  until,
});

const notFound = (locale: Locale, variesByLanguage = false): GuardDecision => ({
  action: 'rewrite',
  pathname: folderPath(locale, 'notFound', {}),
  status: 404,
  locale,
  ...(variesByLanguage ? { variesByLanguage } : {}),
});

function isMalformedSegment(segment: string): boolean {
  if (segment === '.' || segment === '..') return true;
  try {
    decodeURIComponent(segment);
    return false;
  } catch {
    return true;
  }
}

/**
 * Decides what the proxy does with a page request, in the order of SPEC
 * section 2: (1) per-route parameter validation, (2) the trailing-slash
 * redirect, (3) server route rules and redirects (one look-up in the table:
 * `request.redirects`); then language redirects and the rewrite to the
 * canonical `app/[locale]/...` folder. Pure, so every rule is unit-tested.
 * This order is the only thing about redirects written in code: the rules and
 * redirects themselves are content.
 */
export function guardRequest(request: GuardRequest): GuardDecision {
  const { pathname, search } = request;
  const detected = () => detectLocale({ cookie: request.cookieLocale, acceptLanguage: request.acceptLanguage });

  if (pathname.length > MAX_PATH_LENGTH) return notFound(detected(), true);
  // `//evil.example/` must never reach a Location header: collapse repeated slashes first.
  if (/\/{2,}|\\/.test(pathname)) {
    return redirect(pathname.replaceAll('\\', '/').replace(/\/{2,}/g, '/') + search, 308);
  }

  const segments = pathSegments(pathname);
  const [first, ...rest] = segments;
  const pathLocale = isLocale(first) ? first : undefined;
  if (segments.some(isMalformedSegment)) return pathLocale ? notFound(pathLocale) : notFound(detected(), true);

  if (request.maintenance) {
    const locale = pathLocale ?? detected();
    return { action: 'rewrite', pathname: `/${locale}/503/`, status: 503, locale };
  }

  if (segments.length === 0) return redirect(`/${detected()}/${search}`, 307, true);

  const lastSegment = segments.at(-1) ?? '';
  const needsSlash = !pathname.endsWith('/') && !/\.[A-Za-z0-9]+$/.test(lastSegment);

  if (!pathLocale) {
    // SPEC section 2 lists pt and es paths without a prefix (`/contacte-nos`): send them to the prefixed site.
    const candidates = matchForeign(segments);
    if (candidates.length > 0) {
      const locale = detected();
      const chosen = candidates.find((candidate) => candidate.locale === locale) ?? candidates[0]!;
      const ambiguous = new Set(candidates.map((candidate) => candidate.locale)).size > 1;
      return redirect(hrefFor(chosen.locale, chosen.screen, chosen.params) + search, ambiguous ? 307 : 308, ambiguous);
    }
    if (needsSlash) return redirect(`${pathname}/${search}`, 308);
    return notFound(detected(), true);
  }

  const own = matchAll(pathLocale, rest);
  const valid = own.find((match) => match.invalid.length === 0);
  const foreign = valid ? undefined : matchForeign(rest, pathLocale)[0];
  if (!valid && !foreign && own.length > 0) return notFound(pathLocale);

  if (needsSlash) return redirect(`${pathname}/${search}`, 308);

  const hit = request.redirects?.(pathname);
  if (hit) return redirect(hit.location + (hit.keepQuery ? search : ''), hit.status, false, hit.until);

  if (valid) {
    if (valid.screen === 'notFound') return notFound(pathLocale);
    return {
      action: 'rewrite',
      pathname: folderPath(pathLocale, valid.screen, folderParams(valid.screen, valid.params, search)),
      status: 200,
      locale: pathLocale,
      screen: valid.screen,
      params: valid.params,
    };
  }
  if (foreign) return redirect(hrefFor(pathLocale, foreign.screen, foreign.params) + search, 308);
  return notFound(pathLocale);
}
