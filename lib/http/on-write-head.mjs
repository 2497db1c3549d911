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
