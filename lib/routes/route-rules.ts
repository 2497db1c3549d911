import type { RedirectSource, RedirectTarget } from './redirects';

const EXAMPLE = '{"/en/help-centre/": {"redirect": {"to": "https://help.example.com/en/", "statusCode": 307}}}';

/**
 * The site settings' route rules (SPEC section 2, guard step 3) as sources of
 * the redirect table, where they come before the redirect entries. Their shape
 * is the build metadata's route rules, an object keyed by address:
 *
 * - `{ "redirect": { "to": "/en/…/" | "https://…", "statusCode": 307 | 308 } }`;
 * - `{ "redirect": "/en/…/" }`, temporary (307).
 *
 * Nothing else is a rule of this site: a rule with other keys, a status
 * other than 307 or 308, or no target becomes a source without a target, so
 * the table refuses it with the reason (the webhook's answer, the preview).
 * Pure: lib/content/redirects.ts reads the JSON from the CMS.
 */
export function routeRuleSources(settingsId: string, rules: unknown): RedirectSource[] {
  const refused = (from: string, problem: string): RedirectSource => ({
    origin: 'rule',
    id: settingsId,
    from,
    to: null,
    problem,
    permanent: false,
  });
  if (rules === null || rules === undefined) return [];
  if (!isObject(rules))
    return [
      refused('(route rules)', `the route rules must be a JSON object with one key per address, e.g. ${EXAMPLE}`),
    ];
  return Object.entries(rules).map(([from, rule]): RedirectSource => {
    if (!isObject(rule)) return refused(from, `its rule must be an object, e.g. ${EXAMPLE}`);
    const { redirect, ...others } = rule;
    if (Object.keys(others).length > 0)
      return refused(from, `a route rule here only redirects: ${quoted(Object.keys(others))} is not supported`);
    const spec = typeof redirect === 'string' ? { to: redirect } : redirect;
    if (!isObject(spec))
      return refused(
        from,
        'its "redirect" must be an address of the site, an https:// address, or {"to": …, "statusCode": 307 or 308}',
      );
    const { to, statusCode = 307, ...extra } = spec;
    if (Object.keys(extra).length > 0)
      return refused(from, `its "redirect" takes "to" and "statusCode" only, not ${quoted(Object.keys(extra))}`);
    if (statusCode !== 307 && statusCode !== 308)
      return refused(from, 'its "statusCode" must be 307 (temporary) or 308 (permanent)');
    if (typeof to !== 'string' || to.trim() === '')
      return refused(from, 'its "redirect" needs "to": an address of the site or an https:// address');
    const target: RedirectTarget = to.startsWith('/') ? { kind: 'address', address: to } : { kind: 'url', url: to };
    return { origin: 'rule', id: settingsId, from, to: target, permanent: statusCode === 308 };
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const quoted = (keys: string[]) => keys.map((key) => `"${key}"`).join(', ');
