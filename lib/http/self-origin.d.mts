/** Records the port this process's server listens on (server.mjs). */
export function setSelfOrigin(port: number): void;
/** `http://127.0.0.1:{port}` of this process's own server: where the site sends its requests to itself. */
export function selfOrigin(): string;
