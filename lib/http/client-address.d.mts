/** The header the production server puts the client's address in (lib/http/client-address.mjs). */
export const CLIENT_ADDRESS_HEADER: string;
/** The client of the server's own requests to itself, which no per-client limit counts. */
export const SELF_CLIENT: string;
/** The client's address behind `hops` trusted proxies, from X-Forwarded-For and the connection's peer. */
export function clientOf(forwardedFor: string | string[] | undefined, peer: string | undefined, hops: number): string;
