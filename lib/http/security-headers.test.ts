import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { withPagePolicy, PAGE_POLICY_KEY as HANDLER_KEY } from '@/lib/cache/page-handler.mjs';
import { CONSENT_BOOT_SCRIPT } from '@/lib/consent/boot-script';
import {
  cachedPagePolicy,
  commonHeaders,
  CONSENT_BOOT_SCRIPT_HASH,
  inlineScriptHashes,
  PAGE_POLICY_KEY,
  pagePolicy,
  resourcePolicy,
  securityConfig,
  staticFileHeaders,
} from './security-headers';

const config = (vars: Record<string, string> = {}) => securityConfig(parseEnv(vars));
const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('security headers', () => {
  it('hashes each inline script as the browser reads it, skips external ones, keeps no repeats', () => {
    const html = `<html><head><script src="/_next/a.js" async=""></script><script>self.__next_f.push([1,"é\\u003c/script"])</script></head>
      <body><script>$RC("B:1","S:1")</script><SCRIPT type="module">x()</SCRIPT ><script>$RC("B:1","S:1")</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f.push([1,"é\\u003c/script"])'),
      sha('$RC("B:1","S:1")'),
      sha('x()'),
    ]);
  });

  it('leaves data blocks out of the hashes (JSON-LD is never run) but keeps every type the browser runs or script-src governs', () => {
    const jsonLd = '{"@context":"https://schema.org","@type":"BreadcrumbList"}';
    const html = `<script type="application/ld+json">${jsonLd}</script><script type='APPLICATION/LD+JSON'>${jsonLd}</script>
      <script type=application/json>{"a":1}</script><script type="text/plain">note</script>
      <script type="text/javascript">a()</script><script type=" Module ">b()</script><script type="">c()</script>
      <script type="importmap">{"imports":{}}</script><script type="speculationrules">{"prerender":[]}</script><script data-type="application/ld+json">d()</script>`;
    expect(inlineScriptHashes(html)).toEqual([
      sha('a()'),
      sha('b()'),
      sha('c()'),
      sha('{"imports":{}}'),
      sha('{"prerender":[]}'),
      sha('d()'),
    ]);
    expect(inlineScriptHashes(`<script type="application/ld+json">${jsonLd}</script>`)).toEqual([]);
  });

  it("allows a cached page's own inline scripts and nothing inline else: no 'unsafe-inline' for scripts", () => {
    const policy = directives(pagePolicy(config(), { hashes: ['sha256-abc'] }));
    expect(policy['script-src']).toEqual(["'self'", "'sha256-abc'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  it('gives a page rendered per request a nonce with strict-dynamic, the consent boot script by its hash, eval only for next dev', () => {
    expect(CONSENT_BOOT_SCRIPT_HASH).toBe(sha(CONSENT_BOOT_SCRIPT));
    expect(directives(pagePolicy(config(), { nonce: 'n0nce' }))['script-src']).toEqual([
      "'nonce-n0nce'",
      `'${sha(CONSENT_BOOT_SCRIPT)}'`,
      "'strict-dynamic'",
    ]);
    expect(directives(pagePolicy({ ...config(), development: true }, { nonce: 'n0nce' }))['script-src']).toContain(
      "'unsafe-eval'",
    );
  });

  it('adds the origins the configuration brings: the booking engine to form-action, Contentful and the socket', () => {
    const policy = directives(
      pagePolicy(
        config({
          BOOKING_ENGINE_URL: 'https://booking.example.com/engine/',
          CONTENT_SOURCE: 'contentful',
          CONTENTFUL_SPACE_ID: 'space',
          CONTENTFUL_DELIVERY_TOKEN: 'd',
          CONTENTFUL_PREVIEW_TOKEN: 'p',
          CONTENT_WS_URL: 'wss://live.example.com/graphql',
        }),
        { hashes: [] },
      ),
    );
    expect(policy['form-action']).toEqual(["'self'", 'https://booking.example.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://graphql.contentful.com', 'wss://live.example.com']);
    expect(policy['img-src']).toContain('https://images.ctfassets.net');
    expect(directives(pagePolicy(config(), { hashes: [] }))['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('admits the tag manager and Google Analytics origins only when GTM_ID is set', () => {
    const without = directives(pagePolicy(config(), { hashes: ['sha256-abc'] }));
    expect(without['script-src']).toEqual(["'self'", "'sha256-abc'"]);
    expect(without['connect-src']).toEqual(["'self'"]);
    expect(pagePolicy(config(), { hashes: [] })).not.toMatch(/google/);

    const withTags = directives(pagePolicy(config({ GTM_ID: 'GTM-ABC1234' }), { hashes: ['sha256-abc'] }));
    expect(withTags['script-src']).toEqual([
      "'self'",
      "'sha256-abc'",
      'https://www.googletagmanager.com',
      'https://*.googletagmanager.com',
    ]);
    expect(withTags['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://www.googletagmanager.com',
      'https://*.googletagmanager.com',
      'https://*.google-analytics.com',
    ]);
    expect(withTags['connect-src']).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://*.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.google.com',
    ]);
    // Nothing else opens: no frames, forms or inline scripts for the tags.
    expect(withTags['frame-src']).toEqual(without['frame-src']);
    expect(withTags['form-action']).toEqual(without['form-action']);
    expect(withTags['script-src']).not.toContain("'unsafe-inline'");

    // A first-party server-side tagging domain is admitted as the container's origin.
    const firstParty = directives(
      pagePolicy(config({ GTM_ID: 'GTM-ABC1234', GTM_ORIGIN: 'https://tags.example.com' }), { hashes: [] }),
    );
    expect(firstParty['script-src']).toEqual(["'self'", 'https://tags.example.com', 'https://*.googletagmanager.com']);
    expect(firstParty['connect-src']).toContain('https://tags.example.com');
    // GTM_ORIGIN alone admits nothing.
    expect(pagePolicy(config({ GTM_ORIGIN: 'https://tags.example.com' }), { hashes: [] })).not.toContain(
      'tags.example.com',
    );
  });

  it('sends HSTS and upgrades requests only when the site is served over https', () => {
    const names = (vars: Record<string, string>) => commonHeaders(config(vars)).map(([name]) => name);
    expect(names({ SITE_URL: 'https://www.example.com' })).toContain('Strict-Transport-Security');
    expect(
      Object.fromEntries(commonHeaders(config({ SITE_URL: 'https://www.example.com' })))['Strict-Transport-Security'],
    ).toBe('max-age=31536000; includeSubDomains');
    expect(names({ SITE_URL: 'http://localhost:3000' })).not.toContain('Strict-Transport-Security');
    expect(pagePolicy(config({ SITE_URL: 'https://www.example.com' }), { hashes: [] })).toContain(
      'upgrade-insecure-requests',
    );
    expect(Object.fromEntries(commonHeaders(config()))).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  it('lets nothing load or run in a response that is not a page', () => {
    expect(directives(resourcePolicy())).toMatchObject({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
  });

  it("gives the framework's files (next.config.ts headers) the same headers as the proxy gives other files", () => {
    const headers = Object.fromEntries(
      staticFileHeaders({ SITE_URL: 'https://www.example.com' }).map(({ key, value }) => [key, value]),
    );
    expect(headers).toEqual({
      ...Object.fromEntries(commonHeaders(config({ SITE_URL: 'https://www.example.com' }))),
      'Content-Security-Policy': resourcePolicy(),
    });
    expect(() => staticFileHeaders({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
  });
});

describe('the page cache handler', () => {
  it('stores a page with the policy of its own scripts, once per stored page', () => {
    expect(HANDLER_KEY).toBe(PAGE_POLICY_KEY);
    let made = 0;
    (globalThis as Record<symbol, unknown>)[PAGE_POLICY_KEY] = (html: string) => {
      made += 1;
      return cachedPagePolicy(config(), html);
    };
    try {
      const page = { kind: 'APP_PAGE', html: '<script>a()</script>', headers: { 'x-nextjs-stale-time': '300' } };
      withPagePolicy(page);
      withPagePolicy(page);
      expect(made).toBe(1);
      expect(page.headers['content-security-policy' as keyof typeof page.headers]).toContain(`'${sha('a()')}'`);
      expect(page.headers['x-nextjs-stale-time']).toBe('300');
      // A page with a dynamic hole streams scripts its HTML does not hold: no hash policy for it; other kinds are left alone.
      const postponed = { kind: 'APP_PAGE', html: '<script>a()</script>', postponed: 'state', headers: {} };
      expect(withPagePolicy(postponed).headers).toEqual({});
      const route = { kind: 'APP_ROUTE', body: 'x', headers: {} };
      expect(withPagePolicy(route).headers).toEqual({});
    } finally {
      delete (globalThis as Record<symbol, unknown>)[PAGE_POLICY_KEY];
    }
  });
});
