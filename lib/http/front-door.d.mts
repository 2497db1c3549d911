import type { IncomingMessage, ServerResponse } from 'node:http';

export const PAGE_METHODS: readonly string[];
export const ROUTE_METHODS: readonly string[];
export const SERVER_ACTION_HEADER: string;
export const FORWARDED_HEADERS: readonly string[];
/** The methods a request's address takes (lib/http/front-door.mjs). */
export function allowedMethods(request: IncomingMessage): readonly string[];
/** Answers 405 or 413 before anything else; whether it did. */
export function refuseAtFrontDoor(request: IncomingMessage, response: ServerResponse): boolean;
/** Removes the headers only a proxy may set, unless `trustedHops` proxies are in front. */
export function keepTrustedForwarding(request: IncomingMessage, trustedHops: number): void;
/** A 404 for an unknown framework, route or build address answers `private, no-store`. */
export function unsharedMisses(request: IncomingMessage, response: ServerResponse): void;
/** The front door in server.mjs's order: false when it answered (405, 413), else the request is let in. */
export function admit(request: IncomingMessage, response: ServerResponse, trustedHops: number): boolean;
/** Serves the request, or its copy with the whole body once a body without a length has been read (413 past the limit). */
export function withWholeBody(
  request: IncomingMessage,
  response: ServerResponse,
  serve: (request: IncomingMessage, response: ServerResponse) => void,
): void;
