import {
  formatDocument,
  makeOperation,
  makeResult,
  type Client,
  type Exchange,
  type Operation,
  type OperationContext,
  type OperationResult,
} from '@urql/core';
import { filter, map, merge, pipe, tap } from 'wonka';
import { RESULT_CACHE_SIZE } from './policies';

/**
 * A document cache like urql's own `cacheExchange` (same request-policy
 * semantics, same `__typename` invalidation), but holding at most `maxResults`
 * query results: when a new one would exceed that, the least recently used
 * result (least recently written or served) is dropped.
 *
 * - `cache-first`: a cached result is served without a request.
 * - `cache-and-network`: a cached result is served with `stale: true`, then the
 *   query is re-executed `network-only` and the fresh result follows.
 * - `network-only`: the cache is bypassed (the fresh result is still stored).
 * - `cache-only`: never forwarded; a miss answers `data: null`.
 * - Mutation (and subscription) results invalidate every cached query result
 *   that shares one of their `__typename`s (plus `context.additionalTypenames`);
 *   invalidated queries that are still watched are re-executed `network-only`.
 *
 * Results are stored exactly as received whenever they carry `data`, so under
 * the "all" error policy partial data and its `error` are cached (and served)
 * together. Results without `data` (pure errors) are not cached, as in urql.
 */
export function boundedCacheExchange({ maxResults = RESULT_CACHE_SIZE }: BoundedCacheOptions = {}): Exchange {
  if (!Number.isInteger(maxResults) || maxResults < 1) {
    throw new RangeError(`boundedCacheExchange: maxResults must be a positive integer, got ${maxResults}`);
  }

  return ({ forward, client, dispatchDebug }) => {
    const cache = new LruResultCache(maxResults);

    const isOperationCached = (operation: Operation): boolean =>
      operation.kind === 'query' &&
      operation.context.requestPolicy !== 'network-only' &&
      (operation.context.requestPolicy === 'cache-only' || cache.has(operation.key));

    return (operations$) => {
      const cachedResults$ = pipe(
        operations$,
        filter((operation) => !shouldSkip(operation) && isOperationCached(operation)),
        map((operation) => {
          const cached = cache.get(operation.key);

          if (process.env.NODE_ENV !== 'production') {
            if (cached) {
              dispatchDebug({
                type: 'cacheHit',
                message: 'The result was successfully retrieved from the cache',
                operation,
                data: { value: cached },
              });
            } else {
              dispatchDebug({
                type: 'cacheMiss',
                message: 'The result could not be retrieved from the cache',
                operation,
              });
            }
          }

          const result: OperationResult = {
            ...(cached ?? makeResult(operation, { data: null })),
            operation: addMetadata(operation, { cacheOutcome: cached ? 'hit' : 'miss' }),
          };

          if (operation.context.requestPolicy === 'cache-and-network') {
            result.stale = true;
            reexecuteOperation(client, operation);
          }

          return result;
        }),
      );

      const forwardedResults$ = pipe(
        merge([
          pipe(
            operations$,
            filter((operation) => !shouldSkip(operation) && !isOperationCached(operation)),
            map(mapTypeNames),
          ),
          pipe(
            operations$,
            filter((operation) => shouldSkip(operation)),
          ),
        ]),
        map((operation) => addMetadata(operation, { cacheOutcome: 'miss' })),
        filter((operation) => operation.kind !== 'query' || operation.context.requestPolicy !== 'cache-only'),
        forward,
        tap((response) => {
          let { operation } = response;
          if (!operation) return;

          let typenames = operation.context.additionalTypenames ?? [];
          // Subscriptions only invalidate by their additional typenames.
          if (response.operation.kind !== 'subscription') {
            typenames = [...collectTypenames(response.data, new Set())].concat(typenames);
          }

          if (response.operation.kind === 'mutation' || response.operation.kind === 'subscription') {
            if (process.env.NODE_ENV !== 'production') {
              dispatchDebug({
                type: 'cacheInvalidation',
                message: `The following typenames have been invalidated: ${typenames}`,
                operation,
                data: { typenames, response },
              });
            }

            for (const key of cache.keysForTypenames(typenames)) {
              const cached = cache.peek(key);
              if (cached) {
                operation = cached.operation;
                cache.delete(key);
                reexecuteOperation(client, operation);
              }
            }
          } else if (operation.kind === 'query' && response.data) {
            cache.set(operation.key, response, typenames);
          }
        }),
      );

      return merge([cachedResults$, forwardedResults$]);
    };
  };
}

export type BoundedCacheOptions = {
  /** How many query results to keep; defaults to RESULT_CACHE_SIZE (20). */
  maxResults?: number;
};

/**
 * Query results by operation key, in least-recently-used order, with an index
 * from `__typename` to the keys of the results that contain it.
 */
export class LruResultCache {
  /** Map iteration order is insertion order: the first entry is the least recently used. */
  readonly #results = new Map<number, OperationResult>();
  readonly #typenamesByKey = new Map<number, readonly string[]>();
  readonly #keysByTypename = new Map<string, Set<number>>();

  constructor(readonly maxResults: number) {}

  get size(): number {
    return this.#results.size;
  }

  /** Whether a result is cached, without counting as a use. */
  has(key: number): boolean {
    return this.#results.has(key);
  }

  /** The cached result, without counting as a use. */
  peek(key: number): OperationResult | undefined {
    return this.#results.get(key);
  }

  /** The cached result, marking it as the most recently used. */
  get(key: number): OperationResult | undefined {
    const result = this.#results.get(key);
    if (result !== undefined) {
      this.#results.delete(key);
      this.#results.set(key, result);
    }
    return result;
  }

  /** Stores a result as the most recently used, evicting the least recently used beyond `maxResults`. */
  set(key: number, result: OperationResult, typenames: readonly string[]): void {
    this.delete(key);
    this.#results.set(key, result);
    this.#typenamesByKey.set(key, typenames);
    for (const typename of typenames) {
      let keys = this.#keysByTypename.get(typename);
      if (!keys) this.#keysByTypename.set(typename, (keys = new Set()));
      keys.add(key);
    }
    while (this.#results.size > this.maxResults) {
      const oldest = this.#results.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: number): boolean {
    const typenames = this.#typenamesByKey.get(key);
    if (typenames) {
      for (const typename of typenames) {
        const keys = this.#keysByTypename.get(typename);
        keys?.delete(key);
        if (keys?.size === 0) this.#keysByTypename.delete(typename);
      }
      this.#typenamesByKey.delete(key);
    }
    return this.#results.delete(key);
  }

  /** The keys of the cached results that contain any of `typenames`. */
  keysForTypenames(typenames: readonly string[]): Set<number> {
    const keys = new Set<number>();
    for (const typename of typenames) {
      for (const key of this.#keysByTypename.get(typename) ?? []) keys.add(key);
    }
    return keys;
  }

  /** Cached keys from least to most recently used. */
  keys(): number[] {
    return [...this.#results.keys()];
  }
}

/** Operations the cache neither serves nor stores (subscriptions, teardowns) go straight through. */
const shouldSkip = ({ kind }: Operation): boolean => kind !== 'mutation' && kind !== 'query';

/** Adds `__typename` to every selection set so results can be indexed by type, as urql's cacheExchange does. */
function mapTypeNames(operation: Operation): Operation {
  const query = formatDocument(operation.query);
  if (query === operation.query) return operation;
  const formatted = makeOperation(operation.kind, operation);
  formatted.query = query;
  return formatted;
}

function addMetadata(operation: Operation, meta: OperationContext['meta']): Operation {
  return makeOperation(operation.kind, operation, {
    meta: { ...operation.context.meta, ...meta },
  });
}

function reexecuteOperation(client: Client, operation: Operation): void {
  client.reexecuteOperation(makeOperation(operation.kind, operation, { requestPolicy: 'network-only' }));
}

function collectTypenames(value: unknown, typenames: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) collectTypenames(item, typenames);
  } else if (typeof value === 'object' && value !== null) {
    for (const [field, child] of Object.entries(value)) {
      if (field === '__typename' && typeof child === 'string') typenames.add(child);
      else collectTypenames(child, typenames);
    }
  }
  return typenames;
}
