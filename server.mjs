// @ts-check
/**
 * The production server (`npm start`): Next's request handler behind the
 * page store (lib/cache/front-cache.mjs) and one compression step.
 *
 *   node server.mjs [-p PORT]      as `next start`: PORT (default 3000), on every interface
 *
 * A page Next marks as shareable is answered from memory, compressed once;
 * everything else goes to Next as with `next start`. `next dev` is unchanged.
 */
import { createServer, request as httpRequest } from 'node:http';
import compression from 'compression';
import { createFrontCache, pageServer, STALE_AFTER_PURGE_MS } from './lib/cache/front-cache.mjs';
import { onPurge } from './lib/cache/purges.mjs';
import { CLIENT_ADDRESS_HEADER, SELF_CLIENT } from './lib/http/client-address.mjs';
import { admit, withWholeBody } from './lib/http/front-door.mjs';
import { setSelfOrigin } from './lib/http/self-origin.mjs';
import { isDraining, startDraining } from './lib/ops/draining.mjs';
import { observeRequest, pageStoreMetrics, routeKind } from './lib/ops/metrics.mjs';
import { createReadyAnswers, REFRESH_HEADER } from './lib/ops/ready-answers.mjs';

/** The value after a flag (`-p 3000`), as `next start` takes it. @param {string[]} names */
const flag = (...names) => {
  const at = process.argv.findIndex((argument) => names.includes(argument));
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const portValue = flag('-p', '--port') ?? process.env.PORT ?? '3000';
const port = Number(portValue);
if (!/^\d+$/.test(portValue) || port > 65535) {
  console.error(`Invalid port: ${portValue} (use -p PORT or PORT=…, 0-65535)`);
  process.exit(1);
}
// Every interface, as `next start` by default. (No -H: with `next start -H 127.0.0.1` the proxy's rewrites go out as
// requests to localhost and fail with 500, in the build before this server too. Not the HOSTNAME variable either:
// containers set it to their own name.)

// As `next start`: React and Next load their production builds (they read NODE_ENV when first imported).
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = 'production';
const { default: next } = await import('next');
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
// The environment is validated here (instrumentation.ts): a bad PAGE_MEMORY_CACHE_MB stops the process with its message.
await app.prepare();

// Its hits, misses, purges and size are in the metrics (lib/ops/metrics.mjs, /api/metrics/).
const pages = createFrontCache({
  maxBytes: Number(process.env.PAGE_MEMORY_CACHE_MB || 64) * 1024 * 1024,
  counters: pageStoreMetrics(() => pages.stats()),
  // /api/health/, /api/ready/, /api/metrics/: always Next's fresh answer (no-store anyway), and no miss per poll.
  passes: (url) => routeKind(url) === 'ops',
  // After a purge, the store asks for its stale pages again through this server (its answers are kept as any other),
  // while visitors still get them: no visitor waits for the render a publish causes.
  refresh: (path, headers) => askSelf(path, headers),
});
// Every purge of this process (the webhook's, or another instance's through Redis) makes every stored page stale.
onPurge(() => pages.purge());
// Next's own compression is off (next.config.ts `compress: false`): its answers are compressed here on their way out.

// Behind a shared cache the webhook cannot purge (nginx, a CDN), pages tell it to ask again after this many seconds.
const sharedMaxAge = Number(process.env.SHARED_CACHE_MAX_AGE || 0) || undefined;
// /api/ready/ polled at full load: its last answer from memory, asked again of Next in the background every second
// (lib/ops/ready-answers.mjs).
const readyAnswers = createReadyAnswers({
  refresh: () => askSelf('/api/ready/', { [REFRESH_HEADER]: '1' }),
});
const serve = pageServer(
  pages,
  /** @type {any} */ (compression()),
  (request, response) => {
    readyAnswers.keep(request, response);
    return handle(request, response).catch((/** @type {unknown} */ error) => {
      console.error(
        JSON.stringify({ level: 'error', event: 'request_failed', path: request.url, message: String(error) }),
      );
      if (!response.headersSent)
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' });
      response.end('Internal Server Error');
    });
  },
  { sharedMaxAge },
);
/**
 * A GET of this server's own (the page store's refreshes, the readiness answer's), its answer read to the end
 * (uncompressed: no Accept-Encoding). Given up after STALE_AFTER_PURGE_MS, when a stale page is dropped anyway.
 * @param {string} path @param {Record<string, string>} headers
 */
function askSelf(path, headers) {
  const address = server.address();
  const ownPort = address && typeof address === 'object' ? address.port : port;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: ownPort, path, headers, timeout: STALE_AFTER_PURGE_MS },
      (answer) => {
        answer.on('error', reject).on('end', resolve).resume();
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${STALE_AFTER_PURGE_MS} ms`)));
    outgoing.on('error', reject).end();
  });
}

// Who each request comes from, for the per-client limits, and whether its X-Forwarded-* headers count: worked out
// here, where the connection is known (validated at start-up with the rest of the environment, lib/env.ts).
const trustedHops = Number(process.env.TRUSTED_PROXY_HOPS || 0);
const server = createServer((request, response) => {
  // Draining (SIGTERM, below): each answer closes its connection.
  if (isDraining()) response.setHeader('connection', 'close');
  // Every request is counted once its answer is sent: route kind, status, duration (lib/ops/metrics.mjs).
  observeRequest(request, response);
  // A method the address does not take (405), a declared body longer than any route takes (413): answered here,
  // before Next buffers or renders anything; who the client is, and X-Forwarded-* only from the proxies
  // TRUSTED_PROXY_HOPS says are there (lib/http/front-door.mjs).
  if (!admit(request, response, trustedHops)) return;
  // The page store's own refreshes after a purge are the server's, counted against no client's limits.
  if (pages.isOwnRefresh(request)) request.headers[CLIENT_ADDRESS_HEADER] = SELF_CLIENT;
  if (readyAnswers.answer(request, response)) return;
  // A body without a declared length is read first, up to the largest any route takes (413 past it).
  withWholeBody(request, response, serve);
});
server.listen(port, () => {
  const address = server.address();
  setSelfOrigin(address && typeof address === 'object' ? address.port : port);
  console.info(JSON.stringify({ level: 'info', event: 'server_ready', url: `http://localhost:${port}` }));
});

/** Stops taking connections, ends the idle ones, and exits once the open requests are answered (5 s at most). */
const close = () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
};
// SIGTERM (an orchestrator, a deploy): drain first. For SHUTDOWN_DRAIN_SECONDS every request is still answered while
// /api/ready/ says 503 `draining`, so the load balancer takes this instance out before its listener closes; answers
// say `Connection: close` meanwhile, so no idle keep-alive connection is left to be cut. SIGINT (Ctrl-C): at once.
const drainMs = Number(process.env.SHUTDOWN_DRAIN_SECONDS || 0) * 1000;
process.once('SIGTERM', () => {
  if (drainMs === 0) return close();
  startDraining();
  console.info(JSON.stringify({ level: 'info', event: 'server_draining', seconds: drainMs / 1000 }));
  setTimeout(close, drainMs).unref();
});
process.once('SIGINT', close);
