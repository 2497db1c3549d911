import 'server-only';
import {
  cacheExchange,
  createClient,
  fetchExchange,
  type AnyVariables,
  type Client,
  type TypedDocumentNode,
} from '@urql/core';
import { registerUrql } from '@urql/next/rsc';
import { getOperationAST } from 'graphql';
import type { DocumentNode } from 'graphql';
import { cacheLife, cacheTag } from 'next/cache';
import { env } from '@/lib/env';
import { embeddedContentFingerprint, embeddedContentService } from './embedded';
import { ContentQueryError, ContentUnavailableError } from './errors';
import { contentEndpoint } from './endpoint';
import { countContentError, countContentQuery } from '@/lib/ops/metrics.mjs';
import { entryTagsOf, tagsOf, withEntryIds } from './tags';

export { ContentQueryError, ContentUnavailableError } from './errors';

/**
 * The cache profile of published content (`cacheLife` in next.config.ts):
 * kept until a CMS webhook purges one of its tags, refreshed in the background
 * after an hour as a safety net, and served stale (while a refresh is tried)
 * for up to 30 days, so a CMS outage never empties a page that was rendered.
 */
export const CONTENT_CACHE_PROFILE = 'content';

// The embedded service answers in-process: no socket, no running server needed, `next build` included. These are the
// site's own documents (codegen/operations): no wall-clock bound on them, which a build's busy machine would trip;
// their cost and answer size are bounded as any (codegen/operations.test.ts measures them against the bounds).
const embeddedFetch: typeof fetch = async (input, init) =>
  embeddedContentService().handle(new Request(input instanceof Request ? input : new URL(String(input)), init), {
    timeLimited: false,
  });

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
  /**
   * The caller runs outside a render (the proxy), where neither `'use cache'`
   * nor Next's data cache exists: the query runs as it is, and the caller
   * keeps what it needs (lib/content/existence.ts).
   */
  outsideRender?: boolean;
};

async function run<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  preview: boolean,
): Promise<Data> {
  const endpoint = contentEndpoint(env());
  const token = preview ? endpoint.previewToken : endpoint.deliveryToken;
  // Callers ask for drafts only when previewAvailable(); without a token there are none to read.
  if (!token)
    throw new ContentQueryError('Draft content needs a preview token (EMBEDDED_PREVIEW_TOKEN), and none is configured');
  countContentQuery(endpoint.source);
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
      countContentError(endpoint.source, 'unavailable');
      throw new ContentUnavailableError(`Content service unavailable (${detail})`);
    }
    // Error policy "all": partial data is kept alongside its errors (a broken link is null, the rest renders).
    if (!result.data) {
      countContentError(endpoint.source, 'query');
      throw new ContentQueryError(`Content query failed (${detail})`);
    }
  }
  if (!result.data) {
    countContentError(endpoint.source, 'query');
    throw new ContentQueryError(`Content query returned no data (${operation})`);
  }
  return result.data;
}

// Documents by operation name: the cached function takes the name (a short,
// serializable cache key) and finds the document it was called with here.
const documents = new Map<string, DocumentNode>();

/**
 * One published query result, in Next's cache (`'use cache'`): keyed by the
 * content source, the operation and its variables; tagged with the content
 * types whose collections it lists and every entry and asset it contains
 * (see lib/content/tags.ts), so a CMS webhook on /api/revalidate/ purges
 * exactly the results, and so the pages, that show what changed.
 */
async function cachedQuery(scope: string, operation: string, variables: AnyVariables): Promise<unknown> {
  'use cache';
  cacheLife(CONTENT_CACHE_PROFILE);
  const document = documents.get(operation);
  if (!document) throw new Error(`Unknown content operation ${operation} (${scope})`);
  cacheTag('content', ...tagsOf(document));
  const data = await run(withEntryIds(document), variables, false);
  const entryTags = entryTagsOf(data);
  // cacheTag takes at most 128 tags per call.
  for (let index = 0; index < entryTags.length; index += 128) cacheTag(...entryTags.slice(index, index + 128));
  return data;
}

/**
 * Runs a typed content query on the server. Published content comes from
 * Next's cache (cachedQuery above): a page rendered before keeps being served
 * while the CMS is down, and pages built from it are cached with the same
 * tags. Preview (draft) queries always run, with the preview token, uncached.
 */
export async function queryContent<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  { preview = false, outsideRender = false }: ContentQueryOptions = {},
): Promise<Data> {
  const operation = getOperationAST(document)?.name?.value ?? 'anonymous';
  try {
    if (preview) return await run(document, variables, true);
    documents.set(operation, document);
    if (outsideRender) return await run(document, variables, false);
    return (await cachedQuery(contentScope(), operation, variables)) as Data;
  } catch (error) {
    reportContentError(operation, error);
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

/**
 * One structured log line per failed content query, naming the operation and
 * the error. The page's path and status are in the `request_error` line that
 * instrumentation.ts writes for the same failure (lib/error-log.ts): reading
 * the request here would make every page that queries content render per request.
 */
function reportContentError(operation: string, error: unknown): void {
  console.error(
    JSON.stringify({
      level: 'error',
      event: 'content_error',
      operation,
      error: error instanceof Error ? error.name : 'Error',
      message: error instanceof Error ? error.message : String(error),
    }),
  );
}
