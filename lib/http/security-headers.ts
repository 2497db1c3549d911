import { createHash, randomBytes } from 'node:crypto';
// Relative: next.config.ts imports this file too, before the project's path aliases exist.
import { DEFAULT_GTM_ORIGIN, env, parseEnv, type Env } from '../env';
import { CONSENT_BOOT_SCRIPT } from '../consent/boot-script';

/**
 * The site's security headers, all of them, in one place (README "Security
 * headers"). Every response gets them from the proxy (proxy.ts runs for every
 * path: pages, API routes, framework assets, the content service):
 *
 * (and, for the framework's hashed files under /_next/static/, next.config.ts `headers()`,
 * so that the hottest path skips the proxy: `staticFileHeaders`):
 *
 * - `commonHeaders`: nosniff, referrer, permissions, opener, framing, HSTS;
 * - `resourcePolicy`: the CSP of everything that is not a page (JSON, images,
 *   scripts, styles): nothing may load or run in it;
 * - `pagePolicy`: the CSP of a page. A page served from Next's cache carries
 *   the SHA-256 hashes of its own inline scripts, computed once when the page
 *   is stored (lib/cache/page-handler.mjs calls `cachedPagePolicy`), so no
 *   page has to render per request for a nonce; a page that renders per
 *   request anyway (draft mode, `next dev`) gets a nonce from the proxy.
 *
 * To allow another origin, add it to `ORIGINS` below (or derive it from the
 * environment in `allowedOrigins`), then run `npm run scan:headers` and the
 * e2e test e2e/security-headers.spec.ts.
 */

/** Origins the pages load from besides their own (fixed: the embedded players of the landing boxes' videos). */
const ORIGINS = {
  /** YouTube's privacy-enhanced player and Vimeo's (registry/landing-box/video.ts). */
  frame: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  /** Contentful's Images API, when the content comes from Contentful. */
  contentfulImages: ['https://images.ctfassets.net'],
  /**
   * Google Tag Manager with Google Analytics 4, as Google's CSP guide lists them
   * (developers.google.com/tag-platform/security/guides/csp), besides the container's own origin (GTM_ORIGIN).
   * Only with GTM_ID; the container loads only after consent (lib/consent/tag-manager.ts).
   */
  tagManager: {
    script: ['https://*.googletagmanager.com'],
    img: ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
    connect: [
      'https://*.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.google.com',
    ],
  },
} as const;

/** The part of the configuration the headers depend on. */
export type SecurityConfig = Pick<
  Env,
  'SITE_URL' | 'BOOKING_ENGINE_URL' | 'CONTENT_SOURCE' | 'CONTENTFUL_GRAPHQL_URL' | 'CONTENT_WS_URL'
> &
  Partial<Pick<Env, 'GTM_ID' | 'GTM_ORIGIN'>> & {
    /** `next dev`: React needs eval for its error overlay, and the dev server a websocket. */
    development?: boolean;
  };

const origin = (url: string) => new URL(url).origin;

/** Origins per directive that the configuration adds to 'self'. */
export function allowedOrigins(config: SecurityConfig) {
  const contentful = config.CONTENT_SOURCE === 'contentful';
  // The tag manager's container origin (Google's or a server-side tagging domain) and Google's, only with a container.
  const tags = config.GTM_ID
    ? [...new Set([origin(config.GTM_ORIGIN ?? DEFAULT_GTM_ORIGIN), ...ORIGINS.tagManager.script])]
    : [];
  const tagsPlus = (more: readonly string[]) => (config.GTM_ID ? [...new Set([...tags, ...more])] : []);
  return {
    script: tags,
    img: [...(contentful ? ORIGINS.contentfulImages : []), ...tagsPlus(ORIGINS.tagManager.img)],
    // The destination search asks the content service from the browser (lib/content/client); the realtime link is a socket.
    connect: [
      ...(contentful ? [origin(config.CONTENTFUL_GRAPHQL_URL)] : []),
      ...(config.CONTENT_WS_URL ? [origin(config.CONTENT_WS_URL)] : []),
      ...tagsPlus(ORIGINS.tagManager.connect),
    ],
    frame: [...ORIGINS.frame],
    // Search forms GET /api/search/..., which answers 303 to the booking engine: browsers check a form's redirects against form-action.
    form: config.BOOKING_ENGINE_URL ? [origin(config.BOOKING_ENGINE_URL)] : [],
  };
}

/** Features the site does not use, switched off for it and for every frame it embeds. */
const PERMISSIONS_OFF = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

const ONE_YEAR = 31_536_000;

/** Headers every response carries, whatever it is. */
export function commonHeaders(config: SecurityConfig): [string, string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_OFF.map((feature) => `${feature}=()`).join(', ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // For browsers without CSP's frame-ancestors.
    ['X-Frame-Options', 'DENY'],
  ];
  if (config.SITE_URL.startsWith('https:'))
    headers.push(['Strict-Transport-Security', `max-age=${ONE_YEAR}; includeSubDomains`]);
  return headers;
}

const serialize = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The CSP of a response that is not a page: JSON, images, scripts, styles, files. */
export function resourcePolicy(): string {
  return serialize({
    'default-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  });
}

/** How a page's scripts are allowed: the hashes of its inline scripts (a cached page) or a nonce (a page rendered per request). */
export type ScriptAllowance = { hashes: readonly string[] } | { nonce: string };

/** The CSP of a page. */
export function pagePolicy(config: SecurityConfig, allowance: ScriptAllowance): string {
  const allowed = allowedOrigins(config);
  const script =
    'nonce' in allowance
      ? // Rendered per request: Next puts the nonce on every script it writes, and what they load is trusted with them.
        // The consent boot script is the layout's own (not Next's): allowed by its hash. Under 'strict-dynamic' the
        // tag manager's container is trusted as loaded by a trusted script.
        [
          `'nonce-${allowance.nonce}'`,
          `'${CONSENT_BOOT_SCRIPT_HASH}'`,
          "'strict-dynamic'",
          ...(config.development ? ["'unsafe-eval'"] : []),
        ]
      : // Cached: the page's own inline scripts by hash; its files from this origin (nosniff: nothing else runs as a script),
        // and with GTM_ID the tag manager's.
        ["'self'", ...allowance.hashes.map((hash) => `'${hash}'`), ...allowed.script];
  return serialize({
    'default-src': ["'self'"],
    'script-src': script,
    // Server-rendered `style` attributes (image placeholders, sliders) are part of the HTML; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...allowed.img],
    // Editors may link a landing box's video file on any https host (the seed's are on videos.example.com); media cannot run code.
    'media-src': ["'self'", 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...allowed.connect, ...(config.development ? ['ws:'] : [])],
    'frame-src': allowed.frame,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...allowed.form],
    'frame-ancestors': ["'none'"],
    ...(config.SITE_URL.startsWith('https:') ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The hash of the consent boot script every page carries in its `<head>` (lib/consent/boot-script.ts). */
export const CONSENT_BOOT_SCRIPT_HASH = sha256(CONSENT_BOOT_SCRIPT);

/** A fresh nonce for a page rendered per request. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

// An element's text is hashed as the browser reads it: the raw characters between the tags (script content is not decoded).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/** The JavaScript MIME types of the HTML standard: a script of one of these types runs. */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);
/** Inline blocks the CSP's script-src governs although they are not classic scripts: modules, import maps, speculation rules. */
const OTHER_GOVERNED_TYPES = new Set(['module', 'importmap', 'speculationrules']);

/**
 * Whether the browser treats a `<script>` element's content as something
 * script-src governs: no type (or an empty one), a JavaScript MIME type, a
 * module, an import map or speculation rules. A data block, such as the
 * pages' `application/ld+json` structured data, is never run and needs no hash.
 */
export function isGovernedScript(attributes: string): boolean {
  const match = TYPE.exec(attributes);
  if (!match) return true;
  const type = (match[1] ?? match[2] ?? match[3] ?? '').trim().toLowerCase();
  return type === '' || JAVASCRIPT_TYPES.has(type) || OTHER_GOVERNED_TYPES.has(type);
}

/** `sha256-…` of every inline script of an HTML document, in order, without repeats; data blocks are not scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes) || !isGovernedScript(attributes)) continue;
    hashes.add(sha256(text));
  }
  return [...hashes];
}

/** The key under which the running server offers `cachedPagePolicy` to the page cache handler (a plain .mjs file Next loads itself). */
export const PAGE_POLICY_KEY = Symbol.for('travel-site.cached-page-policy');

/** The CSP of a cached page's HTML. */
export function cachedPagePolicy(config: SecurityConfig, html: string): string {
  return pagePolicy(config, { hashes: inlineScriptHashes(html) });
}

/** The running server's configuration for the headers. */
export function securityConfig(config: Env): SecurityConfig {
  return { ...config, development: process.env.NODE_ENV === 'development' };
}

/** Offers `cachedPagePolicy` with this server's configuration to the page cache handler (called by instrumentation.ts at start-up). */
export function registerCachedPagePolicy(): void {
  const config = securityConfig(env());
  (globalThis as Record<symbol, unknown>)[PAGE_POLICY_KEY] = (html: string) => cachedPagePolicy(config, html);
}

/**
 * The headers of the framework's files (`/_next/static/`), for next.config.ts `headers()`: fixed when the
 * build is made, from the build's environment (SITE_URL is read at build time anyway). The proxy skips those
 * files: it would halve how many a server can send.
 */
export function staticFileHeaders(
  source: Record<string, string | undefined> = process.env,
): { key: string; value: string }[] {
  const config = securityConfig(parseEnv(source));
  return [...commonHeaders(config), ['Content-Security-Policy', resourcePolicy()] as const].map(([key, value]) => ({
    key,
    value,
  }));
}
