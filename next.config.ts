import { availableParallelism } from 'node:os';
import type { NextConfig } from 'next';
import { CONTENT_CACHE_LIFE } from './lib/cache/lifetimes';
import { MAX_REQUEST_BODY_BYTES } from './lib/http/request-size.mjs';
import { staticFileHeaders } from './lib/http/security-headers';

const nextConfig: NextConfig = {
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Next computes a page's ETag per response by hashing its whole HTML in JavaScript: for
  // a cached 250 KB home page that was a third of the server's CPU (bench/load.ts, a CPU
  // profile of `next start`). Cached pages are revalidated by s-maxage and the webhook.
  generateEtags: false,
  // Answers are compressed by the production server (server.mjs): pages once, when the page store keeps them
  // (lib/cache/front-cache.mjs), everything else on its way out. `next dev` sends them uncompressed.
  compress: false,
  // Pages are prerendered and served from Next's cache; what depends on the request
  // (draft mode, debug details, the asked-for path) stays out of the cached render.
  cacheComponents: true,
  // `npm test` (scripts/test.sh) runs `npm run typecheck` before it builds, so it skips the build's own pass over
  // the same files; every other build checks the types.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === 'true' },
  experimental: {
    // Prerendering workers: Next's default is one fewer than the cores, which on a 2-core machine is one, and
    // the 1,187 prerendered pages then take half again as long.
    cpus: availableParallelism(),
    // A body sent without a length is buffered for the proxy only to one byte past the largest any route takes, so
    // the route still sees it is too long and refuses it (lib/http/request-size.mjs; a declared length is refused
    // by server.mjs before Next).
    proxyClientMaxBodySize: MAX_REQUEST_BODY_BYTES + 1,
  },
  // A link prefetches its whole cached page (the site's links prefetch on intent), and an
  // address not prerendered is rendered in full on its first request (the 404 status of an
  // unknown entry is known before anything is sent), then cached.
  partialPrefetching: false,
  cacheLife: {
    // Published content (lib/content/server.ts), lib/cache/lifetimes.ts.
    content: CONTENT_CACHE_LIFE,
  },
  // 'use cache' entries: Next's in-memory handler on one instance; with REDIS_URL, shared
  // through Redis with every other instance, purges included (lib/cache/handler.mjs).
  cacheHandlers: {
    default: require.resolve('./lib/cache/handler.mjs'),
  },
  // Pages: Next's file-system cache, which stores each page with its Content-Security-Policy (the hashes of its
  // inline scripts), so a cached page needs no per-request nonce (lib/cache/page-handler.mjs).
  cacheHandler: require.resolve('./lib/cache/page-handler.mjs'),
  // Security headers: every other response gets them from the proxy (lib/http/security-headers.ts).
  async headers() {
    return [{ source: '/_next/static/:path*', headers: staticFileHeaders() }];
  },
  // The embedded data store (PGlite) loads its WASM and data files from its own package folder at run time.
  // prom-client: one copy per process, the one server.mjs loads too (the registry itself is on globalThis: lib/ops/metrics.mjs).
  serverExternalPackages: ['@electric-sql/pglite', 'prom-client'],
  // The workspace packages (packages/*) ship TypeScript sources.
  transpilePackages: ['@travel/cms', '@travel/http'],
  // Content images are resized and encoded by the content service's Images API, not by Next.
  // Widths offered in srcsets: phones at 1x-3x, tablets, desktop (no crop is wider than 1920),
  // and small fixed-size pictures (cards, logos). Every entry is a URL in the HTML and in the
  // RSC payload, so the list is as short as the layouts allow.
  images: {
    loader: 'custom',
    loaderFile: './lib/content/image-loader.ts',
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [96, 256, 384],
  },
};

export default nextConfig;
