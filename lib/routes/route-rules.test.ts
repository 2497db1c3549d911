import { describe, expect, it } from 'vitest';
import { siteSettings } from '@/seed/data/site-settings';
import { buildRedirectTable } from './redirects';
import { routeRuleSources } from './route-rules';

const messages = (rules: unknown) =>
  buildRedirectTable(routeRuleSources('settings', rules)).refused.map(({ from, message }) => `${from}: ${message}`);

describe('route rules (site settings)', () => {
  it('are read in the build metadata’s shape: a target alone is temporary, statusCode 308 permanent', () => {
    const { redirects, refused } = buildRedirectTable(
      routeRuleSources('settings', {
        '/en/help-centre/': { redirect: { to: 'https://help.example.com/en/', statusCode: 307 } },
        '/en/old-offers/': { redirect: { to: '/en/results/packages/', statusCode: 308 } },
        '/it/vecchio/': { redirect: '/it/risultati/pacchetti/' },
      }),
    );
    expect(refused).toEqual([]);
    expect(redirects.map(({ from, location, status, origin, id }) => [from, location, status, origin, id])).toEqual([
      ['/en/help-centre/', 'https://help.example.com/en/', 307, 'rule', 'settings'],
      ['/en/old-offers/', '/en/results/packages/', 308, 'rule', 'settings'],
      ['/it/vecchio/', '/it/risultati/pacchetti/', 307, 'rule', 'settings'],
    ]);
  });

  it('seed the help centre rules the code held before', () => {
    const { redirects, refused } = buildRedirectTable(routeRuleSources(siteSettings.id, siteSettings.routeRules));
    expect(refused).toEqual([]);
    expect(redirects.map(({ from, location, status }) => [from, location, status])).toEqual([
      ['/en/help-centre/', 'https://help.example.com/en/', 307],
      ['/it/centro-assistenza/', 'https://help.example.com/it/', 307],
    ]);
  });

  it('refuse, with the reason, what is not a redirect rule of this site; the other rules still apply', () => {
    expect(messages(['/en/a/'])[0]).toMatch(/^\(route rules\): the route rules must be a JSON object/);
    expect(routeRuleSources('settings', null)).toEqual([]);
    expect(
      messages({
        '/en/a/': { headers: { 'x-a': '1' } },
        '/en/b/': { redirect: { to: '/en/ai-tours/', statusCode: 301 } },
        '/en/c/': { redirect: {} },
        '/en/d/': 'https://help.example.com/',
        '/en/e/': { redirect: { to: '/en/ai-tours/', code: 308 } },
        '/en/f/**': { redirect: '/en/ai-tours/' },
        '/en/g/': { redirect: 'https://evil.example/' },
        '/en/ok/': { redirect: '/en/ai-tours/' },
      }),
    ).toEqual([
      '/en/a/: a route rule here only redirects: "headers" is not supported',
      '/en/b/: its "statusCode" must be 307 (temporary) or 308 (permanent)',
      '/en/c/: its "redirect" needs "to": an address of the site or an https:// address',
      '/en/d/: its rule must be an object, e.g. {"/en/help-centre/": {"redirect": {"to": "https://help.example.com/en/", "statusCode": 307}}}',
      '/en/e/: its "redirect" takes "to" and "statusCode" only, not "code"',
      '/en/f/**: "/en/f/**" is not an address the site redirects: start with the language (/en/, /it/, /pt/, /es/, or /*/ for all four) and end with a slash',
      '/en/g/: "https://evil.example/" is not on a website redirects may lead to (https:// on help.example.com, booking.example.com)',
    ]);
  });
});
