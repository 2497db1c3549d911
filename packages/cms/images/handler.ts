import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { ORIGINAL_FORMAT, RENDER_VERSION, renderOriginal, type OriginalSpec } from './generate';
import { LruCache } from './lru';
import { createWorkQueue, WorkRefused, type WorkQueue } from './queue';
import {
  CONTENT_TYPES,
  checkImageBudget,
  ImageParamsError,
  imageParamsKey,
  ImageTooLargeError,
  ImageTransformTimeout,
  normalizeImageParams,
  parseImageParams,
  transformImage,
  type ImageParams,
} from './transform';

/**
 * Serves the generated seed images the way the Contentful Images API would:
 * `GET <asset URL>?w=&h=&fm=&q=&fit=&bg=`. A transform is priced by its output
 * before any work (pixels times the format's cost, `checkImageBudget`): over
 * the budget it is refused with 400; within it, sharp stops one still running
 * after TRANSFORM_TIMEOUT_SECONDS, answered 503 with Retry-After.
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
  /** Most cached images (originals and transformed outputs together); default 10,000 (the bytes decide first). */
  cacheSize?: number;
  /** Most bytes the cache of generated images may hold; default 64 MiB (IMAGE_CACHE_MB on the site). */
  cacheBytes?: number;
  /** Draws an original; injected for tests. */
  render?: (spec: OriginalSpec) => Promise<Buffer>;
  /** Makes an output from an original; injected for tests. */
  transform?: (original: Buffer, params: ImageParams) => Promise<CachedImage>;
  /** Where a structured line about a failure goes; default: standard error, as JSON. */
  log?: (line: Record<string, unknown>) => void;
  /** Where uncached work waits for a core; default: one transform per core, 64 per core waiting, 3 s at most. */
  queue?: WorkQueue;
  /**
   * Asked once before each uncached transform (a cached or already running one costs nothing): a per-client
   * rate limit. Refused: 429 with Retry-After. Default: everything is admitted.
   */
  admit?: (request: Request) => Promise<AdmitAnswer>;
}

export type AdmitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface ImageRoute {
  assetId: string;
  fileName: string;
}

export type ImageHandler = (request: Request, route: ImageRoute) => Promise<Response>;

export const DEFAULT_CACHE_SIZE = 10_000;
export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * One transform per core at a time (or `concurrency`). A page's pictures are asked for together (a results
 * page holds 60 cards), so 64 per running transform may wait; what bounds the work is the wait, three seconds
 * at most: past it the request gets 503 and Retry-After instead of a late answer.
 */
export function defaultImageQueue(concurrency: number = availableParallelism()): WorkQueue {
  return createWorkQueue({ concurrency, maxQueue: 64 * concurrency, maxWaitMs: 3000 });
}

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface CachedImage {
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
  transform = transformImage,
  queue = defaultImageQueue(),
  admit = async () => ({ allowed: true }),
  log = (line) => console.error(JSON.stringify(line)),
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
    let params: ImageParams;
    try {
      params = normalizeImageParams(parseImageParams(new URL(request.url).searchParams), ORIGINAL_FORMAT);
      paramsKey = imageParamsKey(params);
      // Priced from the asset's size alone: an output over the budget costs nothing, not even the client's rate.
      checkImageBudget(params, asset, ORIGINAL_FORMAT);
    } catch (error) {
      if (error instanceof ImageTooLargeError)
        return jsonError(400, { error: error.message, pixels: error.pixels, maxPixels: error.maxPixels });
      if (!(error instanceof ImageParamsError)) throw error;
      return jsonError(400, { error: error.message, issues: error.issues });
    }

    const spec: OriginalSpec = {
      id: assetId,
      title: asset.title,
      width: asset.width,
      height: asset.height,
      seedColor: asset.seedColor,
    };
    // Everything the bytes depend on: the drawing, the asset's data and the normalized parameters.
    const originalKey = JSON.stringify([
      RENDER_VERSION,
      assetId,
      fileName,
      asset.title,
      asset.width,
      asset.height,
      asset.seedColor ?? null,
    ]);
    const digest = createHash('sha256').update(originalKey).update('\n').update(paramsKey).digest('base64url');
    const etag = `"${digest.slice(0, 27)}"`;
    const headers: Record<string, string> = { 'cache-control': IMMUTABLE_CACHE_CONTROL, etag };

    if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) {
      return new Response(null, { status: 304, headers });
    }

    const key = `t:${etag}`;
    // New work (not cached, not being made for another request) is counted against the client and waits for a core.
    if (!cache.has(key) && !inFlight.has(key)) {
      const admitted = await admit(request);
      if (!admitted.allowed) {
        return jsonError(
          429,
          { error: 'rate_limited', retryAfter: admitted.retryAfterSeconds },
          { 'retry-after': String(admitted.retryAfterSeconds) },
        );
      }
    }
    let image: CachedImage;
    try {
      image = await cached(key, () =>
        queue.run(async () => {
          const original = await cached(`o:${originalKey}`, async () => ({
            body: await render(spec),
            contentType: CONTENT_TYPES[ORIGINAL_FORMAT],
          }));
          try {
            return await transform(original.body, params);
          } catch (error) {
            // Logged once, here, however many requests shared the transform.
            if (error instanceof ImageTransformTimeout) {
              log({
                level: 'error',
                event: 'image_transform_timeout',
                assetId,
                params: paramsKey,
                seconds: error.seconds,
              });
            }
            throw error;
          }
        }),
      );
    } catch (error) {
      if (error instanceof WorkRefused) {
        return jsonError(
          503,
          { error: 'busy', retryAfter: error.retryAfterSeconds },
          { 'retry-after': String(error.retryAfterSeconds) },
        );
      }
      // Within the budget, a transform this slow means a loaded server: its slot is free again, and a retry may fare better.
      if (error instanceof ImageTransformTimeout) {
        return jsonError(
          503,
          { error: 'timeout', retryAfter: error.seconds },
          { 'retry-after': String(error.seconds) },
        );
      }
      throw error;
    }

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
