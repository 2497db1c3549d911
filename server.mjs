// @ts-check
/**
 * The production server (`npm start`): Next's request handler behind the
 * page store (lib/cache/front-cache.mjs) and one compression step.
 *
 *   node server.mjs [-p PORT]      PORT (default 3000) and HOSTNAME (default all interfaces) as `next start`
 *
 * A page Next marks as shareable is answered from memory, compressed once;
 * everything else goes to Next as with `next start`. `next dev` is unchanged.
 */
import { createServer } from 'node:http';
import compression from 'compression';
import { createFrontCache, FRONT_CACHE_KEY, pageServer } from './lib/cache/front-cache.mjs';

const portFlag = process.argv.findIndex((argument) => argument === '-p' || argument === '--port');
const port = Number(portFlag >= 0 ? process.argv[portFlag + 1] : (process.env.PORT ?? 3000));
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${portFlag >= 0 ? process.argv[portFlag + 1] : process.env.PORT} (use -p PORT or PORT=…, 0-65535)`);
  process.exit(1);
}
const hostname = process.env.HOSTNAME || undefined;

// As `next start`: React and Next load their production builds (they read NODE_ENV when first imported).
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');
const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
// The environment is validated here (instrumentation.ts): a bad PAGE_MEMORY_CACHE_MB stops the process with its message.
await app.prepare();

const pages = createFrontCache({ maxBytes: Number(process.env.PAGE_MEMORY_CACHE_MB || 64) * 1024 * 1024 });
/** @type {any} */ (globalThis)[FRONT_CACHE_KEY] = pages;
// Next's own compression is off (next.config.ts `compress: false`): its answers are compressed here on their way out.

const server = createServer(
  pageServer(pages, /** @type {any} */ (compression()), (request, response) =>
    handle(request, response).catch((/** @type {unknown} */ error) => {
      console.error(JSON.stringify({ level: 'error', event: 'request_failed', path: request.url, message: String(error) }));
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' });
      response.end('Internal Server Error');
    }),
  ),
);
server.listen(port, hostname, () => {
  console.info(JSON.stringify({ level: 'info', event: 'server_ready', url: `http://${hostname ?? 'localhost'}:${port}` }));
});

for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
