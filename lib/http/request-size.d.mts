import type { IncomingMessage, ServerResponse } from 'node:http';

/** The largest request body the site takes anywhere (lib/http/request-size.mjs). */
export const MAX_REQUEST_BODY_BYTES: number;
/** What is read and dropped after a 413 before the connection is cut. */
export const MAX_DISCARDED_BYTES: number;
/** Answers 413 to a request that declares a longer body than MAX_REQUEST_BODY_BYTES, without reading it; whether it did. */
export function refuseOversizedBody(request: IncomingMessage, response: ServerResponse): boolean;
/** Whether a request's body comes without a declared length (chunked). */
export function hasUndeclaredBody(request: IncomingMessage): boolean;
/** Reads a body sent without a length: the request again with it and its length, or null once answered 413 (or the client went away). */
export function readUndeclaredBody(request: IncomingMessage, response: ServerResponse): Promise<IncomingMessage | null>;
