import {
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLError,
  type GraphQLOutputType,
} from 'graphql';

import { isRecord, listArg, page, type Args } from './args';
import type { EntityRef } from './entity-types';
import { compileFilter, sortEntities, type EvalContext, type FilterSpec, type OrderSpec } from './filters';
import type { ContentStore, StoredEntity } from './store';
import type { TypeNames } from './type-names';

/** What a collection field resolves to: one page of entries or assets (an item may be the error of a link that failed). */
export interface CollectionValue {
  total: number;
  skip: number;
  limit: number;
  items: (EntityRef | GraphQLError)[];
}

/** What a filter needs besides the entity: the locale and mode of the query, and how to follow a link. */
export function evalContext(store: ContentStore, locale: string, preview: boolean): EvalContext {
  return { locale, preview, resolveEntry: (id, inPreview) => store.entry(id, inPreview) };
}

/**
 * The `{ total skip limit items }` types and what fills them: entities
 * filtered, ordered and paged by a collection field's arguments.
 */
export class Collections {
  /** Names of the collection types, for the query cost (`SchemaMeta.collectionTypes`). */
  readonly typeNames = new Set<string>();

  /**
   * Filtered and ordered root collections, by scope, locale, mode, `where` and
   * `order`. The store never changes, so a list once computed stays right;
   * repeated queries (navigation, listings) skip the scan and the sort.
   */
  private readonly listCache = new Map<string, readonly StoredEntity[]>();
  private static readonly LIST_CACHE_SIZE = 1000;

  constructor(
    private readonly store: ContentStore,
    private readonly names: TypeNames,
  ) {}

  /** A collection type of `itemType`; its name is claimed for `owner` unless it is one of the reserved root ones. */
  type(name: string, owner: string, itemType: GraphQLOutputType): GraphQLObjectType {
    this.typeNames.add(name);
    return new GraphQLObjectType<CollectionValue>({
      name: owner === 'Asset' || owner === 'Entry' ? name : this.names.claim(name, owner),
      fields: {
        total: { type: new GraphQLNonNull(GraphQLInt) },
        skip: { type: new GraphQLNonNull(GraphQLInt) },
        limit: { type: new GraphQLNonNull(GraphQLInt) },
        items: { type: new GraphQLNonNull(new GraphQLList(itemType)) },
      },
    });
  }

  /** Resolves, filters, orders and pages entities for a collection field. */
  collect(
    entities: readonly StoredEntity[],
    args: Args,
    locale: string,
    preview: boolean,
    filterSpec: FilterSpec | undefined,
    orderSpec: OrderSpec | undefined,
    cacheScope?: string,
  ): CollectionValue {
    const where = filterSpec && isRecord(args.where) ? args.where : undefined;
    const order = orderSpec ? listArg(args, 'order') : undefined;
    let list = entities;
    if (where || (order && order.length > 0)) {
      const key =
        cacheScope === undefined
          ? undefined
          : `${cacheScope}\u0000${locale}\u0000${preview}\u0000${JSON.stringify(where ?? null)}\u0000${JSON.stringify(order ?? null)}`;
      const cached = key === undefined ? undefined : this.listCache.get(key);
      if (cached) {
        list = cached;
      } else {
        if (where && filterSpec) {
          const predicate = compileFilter(where, filterSpec);
          const context = evalContext(this.store, locale, preview);
          list = list.filter((entity) => predicate(entity, context));
        }
        if (order && order.length > 0 && orderSpec) list = sortEntities(list, order, orderSpec, locale);
        if (key !== undefined) {
          if (this.listCache.size >= Collections.LIST_CACHE_SIZE)
            this.listCache.delete(this.listCache.keys().next().value ?? '');
          this.listCache.set(key, list);
        }
      }
    }
    const paged = page(list, args);
    return { ...paged, items: paged.items.map((entity) => ({ entity, locale, preview })) };
  }
}
