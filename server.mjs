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
import { createServer } from 'node:http';
import compression from 'compression';
import { createFrontCache, pageServer } from './lib/cache/front-cache.mjs';
import { onPurge } from './lib/cache/purges.mjs';
import { CLIENT_ADDRESS_HEADER, clientOf } from './lib/http/client-address.mjs';
import { refuseOversizedBody } from './lib/http/request-size.mjs';
import { observeRequest, pageStoreMetrics, routeKind } from './lib/ops/metrics.mjs';

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
process.env.NODE_ENV = 'production';
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
});
// Every purge of this process (the webhook's, or another instance's through Redis) drops every stored page.
onPurge(() => pages.purge());
// Next's own compression is off (next.config.ts `compress: false`): its answers are compressed here on their way out.

const serve = pageServer(pages, /** @type {any} */ (compression()), (request, response) =>
  handle(request, response).catch((/** @type {unknown} */ error) => {
    console.error(JSON.stringify({ level: 'error', event: 'request_failed', path: request.url, message: String(error) }));
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' });
    response.end('Internal Server Error');
  }),
);
// Who each request comes from, for the per-client limits: worked out here, where the connection is known (validated
// at start-up with the rest of the environment, lib/env.ts).
const trustedHops = Number(process.env.TRUSTED_PROXY_HOPS || 0);
const server = createServer((request, response) => {
  // Every request is counted once its answer is sent: route kind, status, duration (lib/ops/metrics.mjs).
  observeRequest(request, response);
  // A body longer than any route takes is refused here, before Next buffers it (lib/http/request-size.mjs).
  if (refuseOversizedBody(request, response)) return;
  request.headers[CLIENT_ADDRESS_HEADER] = clientOf(request.headers['x-forwarded-for'], request.socket.remoteAddress, trustedHops);
  serve(request, response);
});
server.listen(port, () => {
  console.info(JSON.stringify({ level: 'info', event: 'server_ready', url: `http://localhost:${port}` }));
});

for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
