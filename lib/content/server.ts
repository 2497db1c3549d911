import 'server-only';
import { cacheExchange, createClient, fetchExchange, type AnyVariables, type Client, type TypedDocumentNode } from '@urql/core';
import { registerUrql } from '@urql/next/rsc';
import { getOperationAST } from 'graphql';
import { unstable_cache } from 'next/cache';
import { headers } from 'next/headers';
import { env } from '@/lib/env';
import { REQUEST_PATH_HEADER } from '@/lib/routes/request-path';
import { embeddedContentFingerprint, embeddedContentService } from './embedded';
import { ContentQueryError, ContentUnavailableError } from './errors';
import { contentEndpoint } from './endpoint';
import { tagsOf } from './tags';

export { ContentQueryError, ContentUnavailableError } from './errors';

/** How long a cached content result is served before it is refreshed in the background (webhooks purge sooner). */
export const CONTENT_REVALIDATE_SECONDS = 3600;

// The embedded service answers in-process: no socket, no running server needed, `next build` included.
const embeddedFetch: typeof fetch = async (input, init) =>
  embeddedContentService().handle(new Request(input instanceof Request ? input : new URL(String(input)), init));

/** One urql client per request on the server (registerUrql keeps it in React's request cache). */
const { getClient } = registerUrql(makeClient);

function makeClient(): Client {
  const endpoint = contentEndpoint(env());
  const embedded = endpoint.source === 'embedded';
  return createClient({
    // The embedded endpoint is a path of this site; in-process it needs an origin only to form a URL.
    url: embedded ? new URL(endpoint.url, 'http://embedded.invalid').href : endpoint.url,
    fetch: embedded ? embeddedFetch : fetch,
    exchanges: [cacheExchange, fetchExchange],
    requestPolicy: 'cache-first',
    preferGetMethod: false,
  });
}

export type ContentQueryOptions = {
  /** Draft content (preview mode): the preview token, `preview: true`, no cache. */
  preview?: boolean;
};

async function run<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  preview: boolean,
): Promise<Data> {
  const endpoint = contentEndpoint(env());
  const token = preview ? endpoint.previewToken : endpoint.deliveryToken;
  const result = await getClient()
    .query(document, { ...variables, ...(preview ? { preview: true } : {}) } as Variables, {
      fetchOptions: { headers: { Authorization: `Bearer ${token}` } },
      requestPolicy: 'network-only',
    })
    .toPromise();
  const operation = getOperationAST(document)?.name?.value ?? 'anonymous';
  if (result.error) {
    const status = (result.error.response as Response | undefined)?.status;
    const detail = `${operation}: ${status ?? 'no response'} ${result.error.message}`;
    if (result.error.networkError || (status !== undefined && status >= 500)) {
      throw new ContentUnavailableError(`Content service unavailable (${detail})`);
    }
    // Error policy "all": partial data is kept alongside its errors (a broken link is null, the rest renders).
    if (!result.data) throw new ContentQueryError(`Content query failed (${detail})`);
  }
  if (!result.data) throw new ContentQueryError(`Content query returned no data (${operation})`);
  return result.data;
}

/**
 * Runs a typed content query on the server. Published content is cached in
 * Next's data cache under a tag per content type it reads (see tagsOf), so a
 * CMS webhook on /api/revalidate/ refreshes exactly what changed, and a page
 * rendered before keeps being served from the cache while the CMS is down.
 * Preview (draft) queries are never cached.
 */
export async function queryContent<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  { preview = false }: ContentQueryOptions = {},
): Promise<Data> {
  const operation = getOperationAST(document)?.name?.value ?? 'anonymous';
  try {
    if (preview) return await run(document, variables, true);
    const cached = unstable_cache(() => run(document, variables, false), ['content', contentScope(), operation, JSON.stringify(variables)], {
      tags: ['content', ...tagsOf(document)],
      revalidate: CONTENT_REVALIDATE_SECONDS,
    });
    return await cached();
  } catch (error) {
    await reportContentError(operation, error);
    throw error;
  }
}

/** Which content a cached result belongs to: the embedded seed's version, or the Contentful space and environment. */
function contentScope(): string {
  const config = env();
  return config.CONTENT_SOURCE === 'contentful'
    ? `contentful:${config.CONTENTFUL_SPACE_ID}:${config.CONTENTFUL_ENVIRONMENT}`
    : `embedded:${embeddedContentFingerprint()}`;
}

/** One structured log line per failed content query, naming the page path and the error, for reporting. */
async function reportContentError(operation: string, error: unknown): Promise<void> {
  let path: string | undefined;
  try {
    path = (await headers()).get(REQUEST_PATH_HEADER) ?? undefined;
  } catch {
    // Outside a request (a build, a background revalidation) there is no path to name.
  }
  console.error(
    JSON.stringify({
      level: 'error',
      event: 'content_error',
      path,
      operation,
      error: error instanceof Error ? error.name : 'Error',
      message: error instanceof Error ? error.message : String(error),
    }),
  );
}
