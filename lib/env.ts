import { z } from 'zod';
// Relative: next.config.ts loads this file through its own transpiler, which does not read the `@/` alias.
import { DEFAULT_PAGE_DISK_CACHE_MB } from './cache/disk-budget.mjs';

/** A whole number, from the variable's text; `unit` names what it counts in the message ("of seconds"). */
const wholeNumber = (unit = '') => {
  const message = `must be a whole number${unit ? ` ${unit}` : ''}`;
  return z.coerce.number({ message }).int({ message });
};

/** A secret token: at least 32 characters; `why` says what it lets whoever has it do ("it reads unpublished content"). */
const secret = (why: string) => z.string().min(32, { message: `must be at least 32 characters long (${why})` });

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be "true" or "false"' })
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/**
 * A list of origins (`https://www.example.com`, comma-separated, each nothing after its host and port) as the origins
 * themselves, or `["*"]` for `*` alone; null when any entry is neither.
 */
function originList(value: string): string[] | null {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return null;
  if (entries.includes('*')) return entries.length === 1 ? ['*'] : null;
  const origins: string[] = [];
  for (const entry of entries) {
    if (!/^https?:\/\//.test(entry) || !URL.canParse(entry)) return null;
    const url = new URL(entry);
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return null;
    origins.push(url.origin);
  }
  return origins;
}

/** One row of docs/configuration.md for the three credentials `CONTENT_SOURCE=contentful` needs. */
const contentfulCredentialsDoc = {
  group: 'contentful credentials',
  description: 'required with `CONTENT_SOURCE=contentful`.',
};

/** One row of docs/configuration.md for the AI tours search's provider: its endpoint, key and model. */
const aiProviderDoc = {
  group: 'AI provider',
  description:
    'an OpenAI-compatible chat completions endpoint, its key and model for the AI tours search (see [AI tours](features/ai-tours.md)); all three or none (start-up names the missing ones). Unset: the embedded engine answers alone.',
};

/**
 * Every environment variable the site reads (documented in `.env.example`).
 * Parsed once at start-up: a bad value stops the server with a message that
 * names the variable.
 *
 * Each variable's `.meta()` is its row of docs/configuration.md, which `npm run docs:config` (scripts/docs-config.ts)
 * writes from it: `description` the meaning, `defaultText` the default where the schema's own default (or "unset"
 * for an optional one) does not say it, and `group` one row for the variables that share it (with one description).
 * It is the last call on each schema: `.optional()`, `.default()` and `.transform()` wrap a schema in a new one,
 * and metadata set inside the wrapper is not the wrapper's.
 */
/** Where the tag manager's container loads from unless GTM_ORIGIN says otherwise: Google's own origin. */
export const DEFAULT_GTM_ORIGIN = 'https://www.googletagmanager.com';

export const envSchema = z
  .object({
    SITE_URL: z
      .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' })
      .default('http://localhost:3000')
      .meta({
        description:
          "public origin; canonical and hreflang URLs, the sitemaps' and share cards' absolute addresses. Read at build time for prerendered pages. On `https:` every response also carries `Strict-Transport-Security` and pages `upgrade-insecure-requests` (read at start-up; see [Security headers](operations.md#security-headers)).",
      }),
    ALLOW_INDEXING: booleanFlag.meta({
      description:
        "`true` sends `robots: index, follow` and opens `/robots.txt` to crawlers (with the sitemap's address); otherwise every page is `noindex, nofollow` and robots.txt says `Disallow: /`. Build time, like `SITE_URL` (see [Search engines and sharing](features/seo-and-structured-data.md#search-engines-and-sharing)).",
    }),
    MAINTENANCE_MODE: booleanFlag.meta({
      description: '`true` serves the 503 page for every page route, status 503 with `Retry-After`.',
    }),
    MAINTENANCE_RETRY_AFTER: wholeNumber('of seconds')
      .min(1)
      .max(86_400)
      .default(600)
      .meta({ description: 'seconds in `Retry-After` during maintenance (1 to 86400).' }),
    DEBUG_ERRORS_TOKEN: secret('it guards server stack traces').optional().meta({
      description:
        'secret (32+ characters) that lets a production request see error details; see [Errors](features/errors.md).',
    }),

    /** Where content comes from: the embedded Contentful-compatible service (default) or Contentful itself. */
    CONTENT_SOURCE: z
      .enum(['embedded', 'contentful'], { message: 'must be "embedded" or "contentful"' })
      .default('embedded')
      .meta({ description: '`embedded` (the service in `packages/cms/` with the seed) or `contentful`.' }),
    /** A `contentful space export` file the embedded service serves instead of the seed (a team's own space, a benchmark's). */
    CONTENT_EXPORT_FILE: z
      .string()
      .regex(/\.json$/, { message: 'must be the path of a .json space export' })
      .optional()
      .meta({
        description:
          "with `embedded`: a `contentful space export` JSON file (path from the project root) served instead of the seed, e.g. an export of your own space. Pages `npm run build` prerendered keep the content of the build's file.",
      }),
    CONTENTFUL_SPACE_ID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'must be a Contentful space id' })
      .optional()
      .meta(contentfulCredentialsDoc),
    CONTENTFUL_ENVIRONMENT: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, { message: 'must be a Contentful environment id' })
      .default('master')
      .meta({ description: "the space's environment." }),
    /** Contentful's GraphQL host: https://graphql.eu.contentful.com for spaces in the EU data region. */
    CONTENTFUL_GRAPHQL_URL: z
      .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' })
      .default('https://graphql.contentful.com')
      .meta({ description: "Contentful's GraphQL host (`https://graphql.eu.contentful.com` for the EU region)." }),
    CONTENTFUL_DELIVERY_TOKEN: z.string().min(1).optional().meta(contentfulCredentialsDoc),
    CONTENTFUL_PREVIEW_TOKEN: z.string().min(1).optional().meta(contentfulCredentialsDoc),
    /**
     * The embedded service's preview token: the only token that reads drafts (`preview: true`) there, and the one
     * the site's draft mode sends. No default: unset, the embedded service serves published content only.
     */
    EMBEDDED_PREVIEW_TOKEN: secret('it reads unpublished content').optional().meta({
      description:
        "secret (32+ characters) of the embedded content service that reads drafts (`preview: true`); the site's draft mode sends it. Unset: no token reads drafts and editors' preview is off (see [Preview for editors](editors.md#preview-for-editors)). Never a fixed value.",
    }),
    /** graphql-transport-ws endpoint of the pages' realtime link; its origin is admitted in the pages' connect-src. */
    CONTENT_WS_URL: z
      .url({ protocol: /^wss?$/, message: 'must be a ws:// or wss:// URL' })
      .optional()
      .meta({
        description:
          "`ws(s)://` endpoint of a graphql-transport-ws service. When set, every page opens a realtime link to it once loaded (up to 5 reconnection attempts), and a sign-in or sign-out restarts it (see [Realtime link](architecture.md#content-service)). Read at build time for prerendered pages, like `SITE_URL`; its origin is admitted in the pages' `connect-src` at start-up.",
      }),
    /** Shared secret of the CMS webhook that calls /api/revalidate/. */
    REVALIDATE_SECRET: secret('it lets anyone who has it purge the cache').optional().meta({
      description:
        'secret (32+ characters) of the CMS webhook on `/api/revalidate/`; the route answers 404 without it.',
    }),
    /** Redis shared by every instance for the content cache and its purges (lib/cache/handler.mjs); memory per instance when unset. */
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' })
      .optional()
      .meta({
        description:
          "`redis://` or `rediss://` server shared by several instances: the content cache and the webhook's purges reach every instance (see [Serving from cache](architecture.md#serving-from-cache)). Unset: each instance keeps its own cache.",
      }),
    /** Prefix of the cache's Redis keys and channel: one per site sharing a Redis server. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:._-]{1,64}$/, { message: 'must be letters, digits, ":", ".", "_" or "-" (at most 64)' })
      .default('next-cache')
      .meta({ description: "prefix of the cache's Redis keys and channel, one per site sharing a Redis server." }),
    /**
     * The booking engine searches hand over to (cruises, hotels, car rental, ...): each section's path and the
     * search as query parameters are added to it (lib/search/handover.ts). Unset: those searches land on the
     * site's own results for their section.
     */
    BOOKING_ENGINE_URL: z
      .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' })
      .optional()
      .meta({
        description:
          "`http(s)://` base of the booking engine that cruises, car rental, experiences, hotels, houses, transfers, transport and tailor-made searches hand over to (see [Forms and the search bar](features/search-bar-and-forms.md#forms-and-the-search-bar)); read per request. Unset: those searches land on the site's own results for their section. Its origin is allowed in the pages' `form-action` (read at start-up).",
      }),
    /** PostgreSQL server of the data store (bookings); unset = the embedded PGlite in DATA_DIR. */
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' })
      .optional()
      .meta({
        description:
          '`postgres://` server of the data store (see [Data store](architecture.md#data-store)); unset: the embedded PGlite. Several instances need a server.',
      }),
    /** Folder of the embedded store (PGlite, in `{DATA_DIR}/pglite`), from the project root; created on first use. */
    DATA_DIR: z
      .string()
      .regex(/^[^\0]{1,200}$/, { message: 'must be a folder path' })
      .default('.data')
      .meta({
        description:
          'folder of the embedded store (`{DATA_DIR}/pglite`, listed in `.gitignore`), from the project root; created, migrated and seeded on first use.',
      }),
    /**
     * An OpenAI-compatible chat completions endpoint the AI tours search asks first (lib/ai-search/provider.ts),
     * with AI_API_KEY and AI_MODEL: all three or none. Unset: only the embedded engine answers.
     */
    AI_PROVIDER_URL: z
      .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL (a chat completions endpoint)' })
      .optional()
      .meta(aiProviderDoc),
    AI_API_KEY: z.string().min(1).optional().meta(aiProviderDoc),
    AI_MODEL: z
      .string()
      .regex(/^[\w.:/-]{1,100}$/, { message: 'must be a model name (letters, digits, ".", ":", "/", "-", "_")' })
      .optional()
      .meta(aiProviderDoc),
    /** SMTP server the site sends mail through (password reset links), e.g. smtps://user:pass@smtp.example.com:465. Unset: in development the mail is written to the server log; in production it is not sent. */
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' })
      .optional()
      .meta({
        description:
          '`smtp(s)://user:password@host:port` the site sends mail through (password reset links). Unset: with `npm run dev` the mail, link included, is written to the server log; in production it is not sent and one error line says so.',
      }),
    /** The sender of the site's mail. */
    MAIL_FROM: z
      .string()
      .regex(/^[^\r\n<>]{0,100}<?[^\s@<>]+@[^\s@<>]+>?$/, {
        message: 'must be an e-mail address, optionally with a name: "Ventura Travel <no-reply@example.com>"',
      })
      .default('Ventura Travel <no-reply@localhost>')
      .meta({ description: "the sender of the site's mail." }),
    /**
     * Most memory (MiB) the production server (server.mjs) keeps shareable pages in, each compressed once (least
     * recently used go first); 0 turns the page store off and every request goes through Next's page cache.
     */
    PAGE_MEMORY_CACHE_MB: wholeNumber('of MiB').min(0).max(65536).default(64).meta({
      description:
        "MiB of memory the production server's page store keeps shareable answers in, each compressed once (0 to 65536; 0 = off, every request goes through Next; see [Serving from cache](architecture.md#serving-from-cache)).",
    }),
    /**
     * Most disk (MiB) the pages Next renders may take in its page cache's folder (lib/cache/page-handler.mjs): the
     * least recently used go first, filtered results before published pages; a page that went is rendered again
     * on its next request.
     */
    PAGE_DISK_CACHE_MB: wholeNumber('of MiB').min(1).max(1_048_576).default(DEFAULT_PAGE_DISK_CACHE_MB).meta({
      description:
        'MiB of disk the pages Next renders may take in its page cache (`.next/server/route-cache/`): past it the least recently used go, filtered results before published pages (1 to 1048576; see [Serving from cache](architecture.md#serving-from-cache)).',
    }),
    /**
     * How many proxies (load balancer, CDN) stand in front of the production server and append to X-Forwarded-For:
     * the per-client limits count the address the outermost one added, and the forms' Origin check the
     * X-Forwarded-Host it gave. 0 (nothing in front): the connection's peer, whatever X-Forwarded-For claims
     * (lib/http/client-address.mjs), and X-Forwarded-Host is not read (lib/http/origin.ts).
     */
    TRUSTED_PROXY_HOPS: wholeNumber('of proxies').min(0).max(10).default(0).meta({
      description:
        "proxies (load balancer, CDN) in front of the production server that append to `X-Forwarded-For` (0 to 10): the per-client limits count the address the outermost one added, and the forms' `Origin` check reads the `X-Forwarded-Host` it gave. 0: the connection's own address, whatever `X-Forwarded-For` claims (`lib/http/client-address.mjs`, worked out in `server.mjs`), and `X-Forwarded-Host` is not read (`lib/http/origin.ts`); `X-Forwarded-For`, `-Host`, `-Proto`, `-Port` and `Forwarded` are removed from every request before Next sees it (`lib/http/front-door.mjs`), so neither Next's idea of the request's scheme and host nor any route takes a client's word for them.",
    }),
    /**
     * Production server: the most seconds a shared cache in front (a CDN, nginx) may keep a page before asking again
     * (the pages' `s-maxage` is cut to it; the in-process page store keeps pages no longer). For a cache the CMS
     * webhook cannot purge: a publish shows there within this time. Unset: the content lifetime (an hour).
     */
    SHARED_CACHE_MAX_AGE: wholeNumber('of seconds').min(1).max(86_400).optional().meta({
      description:
        "seconds (1 to 86400) a shared cache in front (nginx, a CDN) may keep a page before asking again: every answer's `s-maxage` is cut to it, and the page store keeps pages no longer. For a cache the CMS webhook cannot purge: a publish shows there within this time (see [Running in production](operations.md#running-in-production)). Unset: the content lifetime, an hour.",
    }),
    /**
     * Production server: seconds between SIGTERM and closing the listener, while /api/ready/ answers 503 `draining`
     * and every request is still served, so a load balancer stops sending first. 0: close at once.
     */
    SHUTDOWN_DRAIN_SECONDS: wholeNumber('of seconds').min(0).max(300).default(0).meta({
      description:
        "on SIGTERM, seconds the production server keeps answering every request while `/api/ready/` says 503 `draining`, before it closes its listener (0 to 300): at least the load balancer's check interval times its failure threshold. 0: closes at once.",
    }),
    /** Most memory (MiB) the embedded Images endpoint keeps generated images in; least recently used go first. */
    IMAGE_CACHE_MB: wholeNumber('of MiB').min(1).max(4096).default(64).meta({
      description:
        'MiB of generated images the embedded Images endpoint keeps in memory (1 to 4096; see [Bounded work](architecture.md#bounded-work)).',
    }),
    /**
     * Image transforms run at once; unset: one per core (os.availableParallelism()). More than one per core is
     * refused at start-up (lib/startup.ts: this module is also bundled for the browser, which has no cores to count).
     */
    IMAGE_TRANSFORM_CONCURRENCY: wholeNumber().min(1).optional().meta({
      description:
        'image transforms run at once, 1 up to the number of cores (see [Bounded work](architecture.md#bounded-work)).',
      defaultText: 'one per core',
    }),
    /**
     * Origins whose pages may read the embedded content endpoint's answers in a browser (CORS): comma-separated
     * origins, or `*` for any page. Unset: SITE_URL's origin only (lib/content/endpoint.ts). The site's own pages ask
     * from their own origin and need none; a GraphQL tool's page elsewhere does.
     */
    CONTENT_API_CORS_ORIGINS: z
      .string()
      .refine((value) => originList(value) !== null, {
        message:
          'must be "*" alone or comma-separated origins, e.g. https://www.example.com,https://tools.example.com (nothing after the host and port)',
      })
      .transform((value) => originList(value)!)
      .optional()
      .meta({
        description:
          "origins whose pages may read the embedded content endpoint's answers in a browser (CORS), comma-separated (`https://tools.example.com`, nothing after the host and port), or `*` for any page; other origins get no `Access-Control-Allow-Origin` (see [Bounded work](architecture.md#bounded-work)). The site's own pages need nothing more.",
        defaultText: "`SITE_URL`'s origin",
      }),
    /**
     * Most milliseconds one request's execution may take on the embedded content endpoint over HTTP (then
     * `400 RESOURCES_EXHAUSTED`): time its main thread gives no one else. The site's own queries in process are not held to it.
     */
    CONTENT_API_MAX_EXECUTION_MS: wholeNumber().min(10).max(60_000).default(100).meta({
      description:
        "most milliseconds one request's execution may take on the embedded content endpoint over HTTP, then `400 RESOURCES_EXHAUSTED` (10-60000); the site's own queries in process are not held to it (see [Bounded work](architecture.md#bounded-work)). The e2e run sets 5000 on the server whose endpoint stands in for Contentful.",
    }),
    /** Requests one client address may make per minute of the embedded content endpoint (then 429 with Retry-After). */
    CONTENT_API_REQUESTS_PER_MINUTE: wholeNumber().min(1).max(100_000).default(300).meta({
      description:
        'requests one client address may make per minute of the embedded content endpoint `/content/v1/...`, and a sixtieth of it (rounded up) in any one second, then 429 (1 to 100000; see [Bounded work](architecture.md#bounded-work)).',
    }),
    /**
     * Results pages one client address may have the server find per minute (each new filter state is a render), then
     * 429 with Retry-After (proxy.ts); a state the page store holds costs nothing and is not counted.
     */
    RESULTS_STATES_PER_MINUTE: wholeNumber().min(1).max(100_000).default(60).meta({
      description:
        'results pages one client address may have the server find per minute (a new filter state is a render; one the page store holds is not counted), then 429 with `Retry-After` (1 to 100000; see [Bounded work](architecture.md#bounded-work)).',
    }),
    /** Uncached image transforms one client address may ask for per minute (then 429 with Retry-After). */
    IMAGE_TRANSFORMS_PER_MINUTE: wholeNumber().min(1).max(100_000).default(240).meta({
      description:
        'uncached image transforms one client address may ask for per minute, then 429 (1 to 100000; see [Bounded work](architecture.md#bounded-work)).',
    }),
    /**
     * Google Tag Manager container (e.g. GTM-ABC1234): loaded in the browser only after the visitor grants analytics
     * or marketing (app/api/tag-manager/route.ts); its origins enter the pages' CSP only when set. Unset: no tag manager.
     */
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, {
        message: 'must be a Google Tag Manager container id: "GTM-" and 4 to 12 capital letters or digits',
      })
      .optional()
      .meta({
        description:
          "Google Tag Manager container (`GTM-` and 4 to 12 capital letters or digits). Read at start-up; loaded in the browser only after the visitor grants analytics or marketing, and its origins enter the pages' CSP only when set (see [Consent and tag manager](features/consent-and-analytics.md#consent-and-tag-manager)). Unset: no tag manager.",
      }),
    /** Where the container is loaded from: Google's origin, or a first-party server-side tagging domain. Origin only. */
    GTM_ORIGIN: z
      .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL (the tag manager origin)' })
      .refine((value) => new URL(value).pathname === '/' && !new URL(value).search, {
        message: 'must be an origin only, e.g. https://www.googletagmanager.com',
      })
      .transform((value) => new URL(value).origin)
      .default(DEFAULT_GTM_ORIGIN)
      .meta({
        description:
          "where the container is loaded from: Google's origin or a first-party server-side tagging domain (an origin, nothing after it).",
      }),
    /**
     * Secret a metrics scraper sends as `Authorization: Bearer …` to /api/metrics/ (Prometheus' text format,
     * lib/ops/metrics.mjs). Unset: the route does not exist (404).
     */
    METRICS_TOKEN: secret('it reads the server’s metrics')
      .regex(/^[\x21-\x7e]+$/, {
        message: 'must be printable ASCII without spaces (it is sent in an Authorization header)',
      })
      .optional()
      .meta({
        description:
          'secret (32+ printable characters, no spaces) a metrics scraper sends as `Authorization: Bearer …` to `/api/metrics/`. Unset: the route answers 404 (see [Operations](operations.md#health-readiness-and-metrics)).',
      }),
    /**
     * OTLP endpoint (an OpenTelemetry collector) the server's traces are exported to, over HTTP
     * (instrumentation.ts, @vercel/otel). Unset: no tracing is loaded at all.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: z
      .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL (an OTLP collector)' })
      .optional()
      .meta({
        description:
          'OTLP/HTTP endpoint of an OpenTelemetry collector: the server exports its traces there. Unset: no tracing code is loaded (see [Operations](operations.md#health-readiness-and-metrics)).',
      }),
    /** Secret of the CMS's preview link to /api/draft/: turns draft mode on for editors. */
    PREVIEW_SECRET: secret('it shows unpublished content').optional().meta({
      description: "secret (32+ characters) of the editors' preview link `/api/draft/`; no preview without it.",
    }),
  })
  .superRefine((value, context) => {
    const ai = ['AI_PROVIDER_URL', 'AI_API_KEY', 'AI_MODEL'] as const;
    if (ai.some((name) => value[name]) && !ai.every((name) => value[name])) {
      for (const name of ai) {
        if (!value[name])
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when any of AI_PROVIDER_URL, AI_API_KEY, AI_MODEL is set (all three or none)',
          });
      }
    }
    if (value.CONTENT_SOURCE !== 'contentful') return;
    for (const name of ['CONTENTFUL_SPACE_ID', 'CONTENTFUL_DELIVERY_TOKEN', 'CONTENTFUL_PREVIEW_TOKEN'] as const) {
      if (!value[name])
        context.addIssue({ code: 'custom', path: [name], message: 'is required when CONTENT_SOURCE is "contentful"' });
    }
  });

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid environment configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Validates a set of variables (empty strings count as unset). Throws an EnvError naming each bad one. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(defined);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
}

let cached: Env | undefined;

/** The validated configuration of this process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
