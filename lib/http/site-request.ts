import { createRequester, type Requester } from './request';

let requester: Requester | undefined;

/**
 * The browser's requester for the site's own routes (`/api/...`): the generic request wrapper with the page's own
 * origin as its base URL, so a GET that meets 408, 409, 425, 429 or 5xx is tried once more and a POST never is.
 * Made on first use, in the browser only.
 */
export function siteRequest(): Requester {
  return (requester ??= createRequester({ baseUrl: new URL(document.baseURI).origin }));
}
