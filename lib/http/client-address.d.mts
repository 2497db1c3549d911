/** The header the production server puts the client's address in (lib/http/client-address.mjs). */
export const CLIENT_ADDRESS_HEADER: string;
/** The client's address behind `hops` trusted proxies, from X-Forwarded-For and the connection's peer. */
export function clientOf(forwardedFor: string | string[] | undefined, peer: string | undefined, hops: number): string;
