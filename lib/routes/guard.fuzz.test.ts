import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { guardRequest } from './guard';
import { acceptLanguage, cookieLocale, rawPath, rawQuery } from './request-arbitrary';
import { buildRedirectTable, redirectLookup } from './redirects';
import { fuzzRedirectSources } from './request-arbitrary';

const ORIGIN = 'https://site.example';
const table = buildRedirectTable(fuzzRedirectSources);
const lookup = redirectLookup(table.redirects);
/** The only places off the site a redirect may lead: the table's external targets. */
const externalTargets = new Set<string>(
  table.redirects.flatMap((redirect) => (redirect.location.startsWith('/') ? [] : [redirect.location])),
);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** The path and query as a server sees them after parsing the request line (percent-encoded, no control characters). */
function received(path: string, query: string): { pathname: string; search: string } | null {
  try {
    const url = new URL(`${ORIGIN}${path}${query}`);
    // A path that parses as another origin is not a request for this site; the server never sees one.
    return url.origin === ORIGIN ? { pathname: url.pathname, search: url.search } : null;
  } catch {
    return null;
  }
}

describe('route guard fuzz', () => {
  it('2,000 random paths, queries and language headers: a redirect on the site or a rewrite, never a throw or an open redirect', () => {
    let redirects = 0;
    fc.assert(
      fc.property(
        rawPath,
        rawQuery,
        cookieLocale,
        acceptLanguage,
        fc.boolean(),
        (path, query, cookie, languages, maintenance) => {
          const request = received(path, query);
          fc.pre(request !== null);
          const decision = guardRequest({
            ...request,
            cookieLocale: cookie,
            acceptLanguage: languages,
            maintenance,
            redirects: lookup,
          });
          if (decision.action === 'redirect') {
            redirects += 1;
            expect([307, 308]).toContain(decision.status);
            if (!externalTargets.has(decision.location)) {
              expect(decision.location).toMatch(/^\/(?![/\\])/);
              expect(new URL(decision.location, ORIGIN).origin).toBe(ORIGIN);
            }
            return;
          }
          expect(locales).toContain(decision.locale);
          expect(decision.pathname.startsWith(`/${decision.locale}/`)).toBe(true);
          if (decision.status === 503) expect(maintenance).toBe(true);
          else expect([200, 404]).toContain(decision.status);
        },
      ),
      { numRuns: 2000, seed },
    );
    expect(redirects).toBeGreaterThan(100);
    expect(table.refused).toEqual([]);
  });
});
