import { createHash } from 'node:crypto';
import { ORIGINAL_FORMAT, RENDER_VERSION, renderOriginal, type OriginalSpec } from './generate';
import { LruCache } from './lru';
import { CONTENT_TYPES, ImageParamsError, imageParamsKey, normalizeImageParams, parseImageParams, transformImage } from './transform';

/**
 * Serves the generated seed images the way the Contentful Images API would:
 * `GET <asset URL>?w=&h=&fm=&q=&fit=&bg=`.
 */

export interface AssetImage {
  title: string;
  width: number;
  height: number;
  seedColor?: string;
}

export interface ImageHandlerOptions {
  /** The seed asset behind a URL, or undefined when there is none. */
  lookup(assetId: string, fileName: string): AssetImage | undefined | Promise<AssetImage | undefined>;
  /** Most cached images (originals and transformed outputs together); default 200. */
  cacheSize?: number;
  /** Most bytes the cache may hold; default 64 MiB. */
  cacheBytes?: number;
  /** Draws an original; injected for tests. */
  render?: (spec: OriginalSpec) => Promise<Buffer>;
}

export interface ImageRoute {
  assetId: string;
  fileName: string;
}

export type ImageHandler = (request: Request, route: ImageRoute) => Promise<Response>;

export const DEFAULT_CACHE_SIZE = 200;
export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

interface CachedImage {
  body: Buffer;
  contentType: string;
}

function jsonError(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** True when an `If-None-Match` header value matches `etag` (weak comparison, as RFC 9110 asks). */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (header === null) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = strip(etag);
  return header.split(',').some((candidate) => candidate.trim() === '*' || strip(candidate) === wanted);
}

export function createImageHandler({
  lookup,
  cacheSize = DEFAULT_CACHE_SIZE,
  cacheBytes = DEFAULT_CACHE_BYTES,
  render = renderOriginal,
}: ImageHandlerOptions): ImageHandler {
  const cache = new LruCache<string, CachedImage>(cacheSize, cacheBytes, (image) => image.body.byteLength);
  // Concurrent requests for the same image share one rendering.
  const inFlight = new Map<string, Promise<CachedImage>>();

  function cached(key: string, build: () => Promise<CachedImage>): Promise<CachedImage> {
    const hit = cache.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    let pending = inFlight.get(key);
    if (pending === undefined) {
      pending = build()
        .then((image) => {
          cache.set(key, image);
          return image;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return async function handle(request, { assetId, fileName }) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return jsonError(405, { error: `Method ${request.method} not allowed` }, { allow: 'GET, HEAD' });
    }

    const asset = await lookup(assetId, fileName);
    if (asset === undefined) return jsonError(404, { error: `No image asset ${assetId}/${fileName}` });

    let paramsKey: string;
    let params: ReturnType<typeof normalizeImageParams>;
    try {
      params = normalizeImageParams(parseImageParams(new URL(request.url).searchParams), ORIGINAL_FORMAT);
      paramsKey = imageParamsKey(params);
    } catch (error) {
      if (!(error instanceof ImageParamsError)) throw error;
      return jsonError(400, { error: error.message, issues: error.issues });
    }

    const spec: OriginalSpec = { id: assetId, title: asset.title, width: asset.width, height: asset.height, seedColor: asset.seedColor };
    // Everything the bytes depend on: the drawing, the asset's data and the normalized parameters.
    const originalKey = JSON.stringify([RENDER_VERSION, assetId, fileName, asset.title, asset.width, asset.height, asset.seedColor ?? null]);
    const digest = createHash('sha256').update(originalKey).update('\n').update(paramsKey).digest('base64url');
    const etag = `"${digest.slice(0, 27)}"`;
    const headers: Record<string, string> = { 'cache-control': IMMUTABLE_CACHE_CONTROL, etag };

    if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) {
      return new Response(null, { status: 304, headers });
    }

    const image = await cached(`t:${etag}`, async () => {
      const original = await cached(`o:${originalKey}`, async () => ({ body: await render(spec), contentType: CONTENT_TYPES[ORIGINAL_FORMAT] }));
      return transformImage(original.body, params);
    });

    return new Response(request.method === 'HEAD' ? null : new Uint8Array(image.body), {
      status: 200,
      headers: {
        ...headers,
        'content-type': image.contentType,
        'content-length': String(image.body.byteLength),
        'x-content-type-options': 'nosniff',
      },
    });
  };
}
