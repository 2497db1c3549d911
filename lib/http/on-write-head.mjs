// @ts-check
/**
 * Runs `hook` when a response's headers are written, with every header on the response itself: headers given to
 * `writeHead(status, headers)` are set first (as Node would send them), so `getHeaders()` sees them all and the
 * hook may still change them. Node writes implicit headers through `writeHead` too (a first `write` or `end`).
 * @param {import('node:http').ServerResponse} response
 * @param {(status: number, rawHeaders: boolean) => void} hook `rawHeaders`: writeHead was given a raw header array (not merged)
 */
export function onWriteHead(response, hook) {
  const writeHead = response.writeHead;
  /** @type {any} */ (response).writeHead = function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
      rest = typeof rest[0] === 'string' ? [rest[0]] : [];
    }
    hook(status, Array.isArray(headers));
    return writeHead.call(this, status, ...rest);
  };
}

/**
 * Calls `chunk` with each piece of a response's body as it is written (`write` and `end`), as bytes: a string in the
 * encoding it was written with. What is written goes out unchanged.
 * @param {import('node:http').ServerResponse} response
 * @param {(bytes: Buffer) => void} chunk
 */
export function onBodyChunk(response, chunk) {
  /** @param {unknown} piece @param {unknown} encoding */
  const take = (piece, encoding) => {
    if (piece == null || typeof piece === 'function') return;
    chunk(
      typeof piece === 'string'
        ? Buffer.from(piece, /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'))
        : Buffer.from(/** @type {Uint8Array} */ (piece)),
    );
  };
  const write = /** @type {(...args: any[]) => boolean} */ (response.write);
  /** @type {any} */ (response).write = function (/** @type {any} */ piece, /** @type {any[]} */ ...rest) {
    take(piece, rest[0]);
    return write.call(this, piece, ...rest);
  };
  const end = /** @type {(...args: any[]) => unknown} */ (response.end);
  /** @type {any} */ (response).end = function (/** @type {any} */ piece, /** @type {any[]} */ ...rest) {
    take(piece, rest[0]);
    return end.call(this, piece, ...rest);
  };
}
