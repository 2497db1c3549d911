import type { IncomingMessage, ServerResponse } from 'node:http';

/** The largest request body the site takes anywhere (lib/http/request-size.mjs). */
export const MAX_REQUEST_BODY_BYTES: number;
/** Answers 413 to a request that declares a longer body than MAX_REQUEST_BODY_BYTES, without reading it; whether it did. */
export function refuseOversizedBody(request: IncomingMessage, response: ServerResponse): boolean;
