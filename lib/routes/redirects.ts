import {
  REDIRECT_ADDRESS_PATTERN,
  REDIRECT_FROM_PATTERN,
  REDIRECT_URL_PATTERN,
  externalRedirectHosts,
} from '@/lib/content/model';
import { localeInfo, locales, type Locale } from '@/lib/i18n/locales';
import { guardRequest, type GuardRedirect } from './guard';

/**
 * The redirect table: every redirect the proxy serves, built from what
 * editors wrote (route rules, redirect entries) and from what the site noted
 * itself (the old addresses of renamed pages), and checked here once, so that
 * the proxy only looks an address up (a Map, no content query per request).
 *
 * Pure: lib/content/redirects.ts reads the sources and serves the table at
 * `/builds/meta/{buildId}.json`; lib/routes/served-redirects.ts keeps it in
 * the proxy's memory until a purge.
 *
 * What is refused, with a message for the editor (the webhook's answer, the
 * preview at /api/draft/redirects/) and never served:
 * - an address the site never redirects: not in the grammar of the model, or
 *   answered before redirects in the guard order (a malformed path, or the
 *   shape of a page with a value that page does not take: guard step 1);
 * - no target, or several (Contentful cannot require "one of three");
 * - a target off the site on a host the model does not allow;
 * - a redirect to itself; a target the site redirects again (another
 *   redirect, a missing trailing slash, another language's slugs), since the
 *   proxy never makes more than one hop; a target with no page (404);
 * - an end before the start;
 * - a second redirect of the same address at the same time: route rules come
 *   first, then redirect entries, then renamed addresses (the guard order),
 *   and among equals the lower id.
 */

/** Where a redirect comes from, in the order the proxy applies them. */
export const redirectOrigins = ['rule', 'redirect', 'rename'] as const;
export type RedirectOrigin = (typeof redirectOrigins)[number];

/** Where a source leads, before it is resolved per language. */
export type RedirectTarget =
  /** An address of the site (`/en/results/packages/`; `*` for the language: the redirected address's), with an optional query. */
  | { kind: 'address'; address: string }
  /** An external URL (only hosts of the model's allow-list). */
  | { kind: 'url'; url: string }
  /** An entry: its address in each language the site shows it in (the route table derives it from its slugs). */
  | { kind: 'entry'; entryId: string; addresses: Partial<Record<Locale, string>> };

/** One redirect as its source states it, before any check. */
export type RedirectSource = {
  origin: RedirectOrigin;
  /** What an editor finds it by: the redirect entry's id, the site settings entry's id, the renamed entry's id. */
  id: string;
  /** `/en/offers/`; with `*` in place of the language, the same address in every language. */
  from: string;
  /** Null when the source names no target, or several: `problem` says what is wrong. */
  to: RedirectTarget | null;
  problem?: string;
  permanent: boolean;
  /** ISO 8601 moments; a date without a time is midnight UTC. */
  start?: string | null;
  end?: string | null;
};

/** One redirect the proxy serves: an address of one language, where it leads, and when. */
export type ServedRedirect = {
  from: string;
  /** A path of the site (with its own query, if any) or an absolute URL of an allowed host. */
  location: string;
  status: 307 | 308;
  /** Whether the visitor's query is added to the location (targets on the site without a query of their own). */
  keepQuery: boolean;
  /** Epoch milliseconds; null when unbounded. The start is included, the end is not. */
  start: number | null;
  end: number | null;
  origin: RedirectOrigin;
  id: string;
};

export type RefusedRedirect = {
  origin: RedirectOrigin;
  id: string;
  from: string;
  message: string;
  /** The other redirect that caused the refusal (same address at the same time, or the next hop of a chain). */
  by?: string;
};

export type RedirectTable = { redirects: ServedRedirect[]; refused: RefusedRedirect[] };

const FROM = new RegExp(REDIRECT_FROM_PATTERN);
const ADDRESS = new RegExp(REDIRECT_ADDRESS_PATTERN);
const URL_ALLOWED = new RegExp(REDIRECT_URL_PATTERN);
const ANY_LANGUAGE = '*';

/** Percent-escapes in upper case, as browsers send them, so `/en/caf%c3%a9/` matches what arrives. */
const normalizeEscapes = (path: string) => path.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());

/**
 * Whether a request for this path gets as far as the redirects in the guard
 * order (lib/routes/guard.ts): checks, validation (step 1) and the trailing
 * slash (step 2) come first. Asked of the guard itself, so the two never
 * disagree.
 */
export function reachesRedirects(pathname: string): boolean {
  let reached = false;
  guardRequest({
    pathname,
    search: '',
    maintenance: false,
    redirects: (asked) => {
      reached = asked === pathname;
      return undefined;
    },
  });
  return reached;
}

/** What the site does with a target path by itself (no redirect table): null when it renders a page there. */
function targetProblem(path: string): string | null {
  const decision = guardRequest({ pathname: path, search: '', maintenance: false });
  if (decision.action === 'redirect') {
    return `it leads to ${path}, which the site sends on again to ${decision.location}: point it at ${decision.location} (a visitor is never sent on twice)`;
  }
  if (decision.status !== 200) return `it leads to ${path}, where the site has no page`;
  return null;
}

function moment(value: string | null | undefined, label: string): number | null | string {
  if (value === null || value === undefined || value === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? `its ${label} "${value}" is not a date` : time;
}

type Resolved = { location: string; keepQuery: boolean } | { problem: string };

function resolveTarget(to: RedirectTarget, locale: Locale): Resolved {
  switch (to.kind) {
    case 'address': {
      if (!ADDRESS.test(to.address)) {
        return {
          problem: `"${to.address}" is not an address of this site: start with the language (/en/ ... or /*/), end the path with a slash`,
        };
      }
      const location = normalizeEscapes(
        to.address.startsWith(`/${ANY_LANGUAGE}/`) ? `/${locale}/${to.address.slice(3)}` : to.address,
      );
      return { location, keepQuery: !location.includes('?') };
    }
    case 'url':
      return URL_ALLOWED.test(to.url)
        ? { location: to.url, keepQuery: false }
        : {
            problem: `"${to.url}" is not on a website redirects may lead to (https:// on ${externalRedirectHosts.join(', ')})`,
          };
    case 'entry': {
      const address = to.addresses[locale];
      return address
        ? { location: address, keepQuery: true }
        : {
            problem: `the linked entry (${to.entryId}) is not shown in ${localeInfo[locale].name} (not published in that language, or not in its market)`,
          };
    }
  }
}

const describe = (redirect: { origin: RedirectOrigin; id: string; from: string }) =>
  redirect.origin === 'rule'
    ? `the route rule for ${redirect.from} (site settings ${redirect.id})`
    : redirect.origin === 'redirect'
      ? `the redirect ${redirect.id}`
      : `the old address of the renamed entry ${redirect.id}`;

const overlap = (a: Pick<ServedRedirect, 'start' | 'end'>, b: Pick<ServedRedirect, 'start' | 'end'>) =>
  (a.start ?? -Infinity) < (b.end ?? Infinity) && (b.start ?? -Infinity) < (a.end ?? Infinity);

const pathOf = (location: string) => location.split('?')[0]!;

/** Checks every source and returns what the proxy serves and what it refuses, with why. */
export function buildRedirectTable(sources: readonly RedirectSource[]): RedirectTable {
  const refused: RefusedRedirect[] = [];
  const candidates: ServedRedirect[] = [];

  for (const source of sources) {
    const refuse = (from: string, message: string) =>
      refused.push({ origin: source.origin, id: source.id, from, message });
    if (!source.to) {
      refuse(source.from, source.problem ?? 'it says nowhere to go');
      continue;
    }
    const from = normalizeEscapes(source.from.trim());
    if (!FROM.test(from)) {
      refuse(
        source.from,
        `"${source.from}" is not an address the site redirects: start with the language (/en/, /it/, /pt/, /es/, or /*/ for all four) and end with a slash`,
      );
      continue;
    }
    const start = moment(source.start, 'start');
    const end = moment(source.end, 'end');
    if (typeof start === 'string' || typeof end === 'string') {
      refuse(from, typeof start === 'string' ? start : (end as string));
      continue;
    }
    if (start !== null && end !== null && end <= start) {
      refuse(from, 'it ends before it starts');
      continue;
    }
    const prefix = from.split('/')[1]!;
    const languages: readonly Locale[] = prefix === ANY_LANGUAGE ? locales : [prefix as Locale];
    for (const locale of languages) {
      const own = prefix === ANY_LANGUAGE ? `/${locale}/${from.slice(3)}` : from;
      const target = resolveTarget(source.to, locale);
      if ('problem' in target) {
        refuse(own, target.problem);
        continue;
      }
      if (!reachesRedirects(own)) {
        refuse(
          own,
          `the site never redirects ${own}: it answers that address before redirects (a malformed address, or one in the shape of a page with a value that page does not take)`,
        );
        continue;
      }
      const internal = target.location.startsWith('/');
      if (internal && pathOf(target.location) === own) {
        refuse(own, 'it redirects to itself');
        continue;
      }
      const problem = internal ? targetProblem(pathOf(target.location)) : null;
      if (problem) {
        refuse(own, problem);
        continue;
      }
      candidates.push({
        from: own,
        location: target.location,
        status: source.permanent ? 308 : 307,
        keepQuery: target.keepQuery,
        start,
        end,
        origin: source.origin,
        id: source.id,
      });
    }
  }

  // One redirect per address at a time: the guard order, then the id.
  const rank = (redirect: ServedRedirect) => redirectOrigins.indexOf(redirect.origin);
  candidates.sort((a, b) => rank(a) - rank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const byFrom = new Map<string, ServedRedirect[]>();
  const kept: ServedRedirect[] = [];
  for (const candidate of candidates) {
    const same = byFrom.get(candidate.from) ?? [];
    const rival = same.find((other) => overlap(other, candidate));
    if (rival) {
      refused.push({
        ...candidate,
        message: `${candidate.from} is already redirected by ${describe(rival)} at the same time`,
        by: rival.id,
      });
      continue;
    }
    byFrom.set(candidate.from, [...same, candidate]);
    kept.push(candidate);
  }

  // Never more than one hop: a target that is itself redirected (at a time both apply) is refused, loops included.
  const redirects = kept.filter((candidate) => {
    if (!candidate.location.startsWith('/')) return true;
    const next = byFrom.get(pathOf(candidate.location))?.find((other) => overlap(other, candidate));
    if (!next) return true;
    refused.push({
      ...candidate,
      message: `it leads to ${pathOf(candidate.location)}, which ${describe(next)} sends on to ${next.location}: a visitor would be sent on twice. Point it at the final address`,
      by: next.id,
    });
    return false;
  });
  redirects.sort((a, b) =>
    a.from < b.from ? -1 : a.from > b.from ? 1 : (a.start ?? -Infinity) - (b.start ?? -Infinity),
  );
  return {
    redirects,
    refused: refused.map(({ origin, id, from, message, by }) => ({ origin, id, from, message, ...(by ? { by } : {}) })),
  };
}

/** Whether a served redirect applies at a moment (epoch ms). */
export const appliesAt = (redirect: Pick<ServedRedirect, 'start' | 'end'>, now: number) =>
  (redirect.start === null || redirect.start <= now) && (redirect.end === null || now < redirect.end);

/** The guard's look-up (step 3) over a table: one Map read per request, dates checked against the clock. */
export function redirectLookup(
  redirects: readonly ServedRedirect[],
  now: () => number = Date.now,
): (pathname: string) => GuardRedirect | undefined {
  const byFrom = new Map<string, ServedRedirect[]>();
  for (const redirect of redirects) byFrom.set(redirect.from, [...(byFrom.get(redirect.from) ?? []), redirect]);
  return (pathname) => {
    const list = byFrom.get(pathname);
    if (!list) return undefined;
    const time = now();
    const hit = list.find((redirect) => appliesAt(redirect, time));
    if (!hit) return undefined;
    // The answer holds until this redirect ends or another one at the address starts, whichever comes first.
    const changes = [hit.end, ...list.map((redirect) => redirect.start)].filter(
      (moment): moment is number => moment !== null && moment > time,
    );
    return {
      location: hit.location,
      status: hit.status,
      keepQuery: hit.keepQuery,
      until: changes.length > 0 ? Math.min(...changes) : null,
    };
  };
}
