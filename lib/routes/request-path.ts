/** Set by the proxy on every page request: the path the visitor asked for, before any rewrite. */
export const REQUEST_PATH_HEADER = 'x-request-path';
