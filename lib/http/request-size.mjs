// @ts-check
/**
 * The largest request body the site takes anywhere: the CMS webhook and the embedded content endpoint take 64 KB,
 * the forms and lookups less (each checks its own limit; lib/http/request-size.test.ts keeps them all within this).
 *
 * The production server (server.mjs) refuses a request that declares a longer body before Next sees it. Next would
 * otherwise buffer the whole body in memory for the proxy (up to 10 MB by default) before any route could refuse it:
 * a 1 MB upload to the content endpoint, refused there with 413, still doubled the cached home page's p99 while it
 * was read (bench/abuse.ts). A body sent without a length (chunked) is buffered by Next up to one byte more than this
 * (next.config.ts `proxyClientMaxBodySize`), which is enough for every route to see it is too long and refuse it.
 */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

/**
 * The front door's answer to a request that declares a body longer than MAX_REQUEST_BODY_BYTES, or undefined to let
 * it through. The body is never read into memory: Node discards what the client still sends, and the connection
 * closes after the answer.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @returns {boolean} whether the request was answered
 */
export function refuseOversizedBody(request, response) {
  const declared = request.headers['content-length'];
  if (declared === undefined || !(Number(declared) > MAX_REQUEST_BODY_BYTES)) return false;
  const body = JSON.stringify({ error: `The body must be at most ${MAX_REQUEST_BODY_BYTES} bytes.` });
  response.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'private, no-store',
    connection: 'close',
  });
  response.end(body);
  return true;
}
