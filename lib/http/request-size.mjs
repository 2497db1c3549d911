// @ts-check
/**
 * The largest request body the site takes anywhere: the CMS webhook and the embedded content endpoint take 64 KB,
 * the forms and lookups less (each checks its own limit; lib/http/request-size.test.ts keeps them all within this).
 *
 * The production server (server.mjs) refuses a longer body before Next sees it, whether it is declared
 * (`Content-Length`) or sent without a length (`Transfer-Encoding: chunked`). Next would otherwise buffer the whole
 * body in memory for the proxy before any route could refuse it, and it cuts a chunked body at its own limit
 * (next.config.ts `proxyClientMaxBodySize`) without telling the route: a route that finds valid JSON in what is left
 * would take it. So a body without a length is read here, at most MAX_REQUEST_BODY_BYTES of it, and handed to Next
 * as a request with that length; one byte more and the answer is 413, as for a declared length.
 */
import { IncomingMessage } from 'node:http';
import { countFrontDoorRefusal } from '../ops/metrics.mjs';

export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

/**
 * The 413 answer, sent at once and counted (`travel_front_door_refusals_total{reason="body_too_large"}`). The
 * connection closes after it: Node discards what the client still sends.
 * @param {import('node:http').ServerResponse} response
 */
function tooLarge(response) {
  const body = JSON.stringify({ error: `The body must be at most ${MAX_REQUEST_BODY_BYTES} bytes.` });
  response.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'private, no-store',
    connection: 'close',
  });
  response.end(body);
  countFrontDoorRefusal('body_too_large');
}

/**
 * The front door's answer to a request that declares a body longer than MAX_REQUEST_BODY_BYTES, or false to let
 * it through. The body is never read into memory.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @returns {boolean} whether the request was answered
 */
export function refuseOversizedBody(request, response) {
  const declared = request.headers['content-length'];
  if (declared === undefined || !(Number(declared) > MAX_REQUEST_BODY_BYTES)) return false;
  tooLarge(response);
  return true;
}

/** Whether a request's body comes without a declared length (HTTP/1.1 chunked). @param {import('node:http').IncomingMessage} request */
export function hasUndeclaredBody(request) {
  return request.headers['content-length'] === undefined && request.headers['transfer-encoding'] !== undefined;
}

/**
 * A request whose body came without a length, read here to its end: the same request with its body and its length
 * declared (`Content-Length`, no `Transfer-Encoding`), for Next to read as any other; or null once it was answered
 * 413, as soon as more than MAX_REQUEST_BODY_BYTES arrived (the rest is read and dropped, up to MAX_DISCARDED_BYTES), or
 * when the client went away.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @returns {Promise<import('node:http').IncomingMessage | null>}
 */
export function readUndeclaredBody(request, response) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let length = 0;
    const stop = () => {
      request.off('data', take).off('end', done).off('error', failed);
      request.pause();
    };
    /** @param {Buffer} chunk */
    const take = (chunk) => {
      length += chunk.length;
      if (length <= MAX_REQUEST_BODY_BYTES) return void chunks.push(chunk);
      stop();
      // Answered once the client has sent the rest: a 413 written while it is still sending, on a connection that
      // then closes, reached a loaded machine's client as EPIPE (CI saw it once in a hundred runs).
      discardRest(request, () => tooLarge(response));
      resolve(null);
    };
    const done = () => {
      stop();
      resolve(replay(request, Buffer.concat(chunks, length)));
    };
    const failed = () => {
      stop();
      resolve(null);
    };
    request.on('data', take).on('end', done).on('error', failed);
  });
}

/** What is read and thrown away after a 413 before the connection is cut: the client sending it then reads the 413. */
export const MAX_DISCARDED_BYTES = 1024 * 1024;

/**
 * The rest of a refused body, read and dropped up to MAX_DISCARDED_BYTES, then `answer`: closing a connection with
 * unread bytes resets it, and a client still sending (a 201 KB body) then gets EPIPE, not the 413. Past
 * MAX_DISCARDED_BYTES the answer goes at once and the connection is cut.
 * @param {import('node:http').IncomingMessage} request @param {() => void} answer
 */
function discardRest(request, answer) {
  let discarded = 0;
  let answered = false;
  const once = () => {
    if (answered) return;
    answered = true;
    answer();
  };
  request.on('data', (/** @type {Buffer} */ chunk) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BYTES) {
      once();
      request.destroy();
    }
  });
  request.on('end', once);
  request.on('error', () => undefined);
  request.resume();
}

/**
 * A copy of a request whose body has been read: the same method, address and headers on the same connection, with
 * `body` to read and its length declared.
 * @param {import('node:http').IncomingMessage} request @param {Buffer} body
 */
function replay(request, body) {
  const copy = new IncomingMessage(request.socket);
  copy.method = request.method;
  copy.url = request.url;
  copy.httpVersion = request.httpVersion;
  copy.httpVersionMajor = request.httpVersionMajor;
  copy.httpVersionMinor = request.httpVersionMinor;
  const headers = { ...request.headers, 'content-length': String(body.length) };
  delete headers['transfer-encoding'];
  copy.headers = headers;
  /** @type {string[]} */
  const rawHeaders = [];
  for (let at = 0; at < request.rawHeaders.length; at += 2) {
    const name = request.rawHeaders[at] ?? '';
    if (!/^(?:transfer-encoding|content-length)$/i.test(name)) rawHeaders.push(name, request.rawHeaders[at + 1] ?? '');
  }
  rawHeaders.push('Content-Length', String(body.length));
  copy.rawHeaders = rawHeaders;
  copy.trailers = request.trailers;
  copy.complete = true;
  // Its body is all here: reading it never asks the connection for more.
  copy._read = () => {};
  if (body.length > 0) copy.push(body);
  copy.push(null);
  return copy;
}
