import { GraphQLBoolean, GraphQLInt, GraphQLString, type GraphQLFieldConfigArgumentMap } from 'graphql';

import { contentfulError } from './errors';
import type { ContentStore } from './store';

/**
 * Readers of resolver arguments (GraphQL has already coerced them, but an
 * omitted or null argument still has to fall back), the locale and preview
 * mode a field reads in, and the paging every collection field shares.
 */

export type Args = Record<string, unknown>;

export const DEFAULT_COLLECTION_LIMIT = 100;
export const MAX_COLLECTION_LIMIT = 1000;

export function stringArg(args: Args, name: string): string | undefined {
  const value = args[name];
  return typeof value === 'string' ? value : undefined;
}

export function boolArg(args: Args, name: string): boolean | undefined {
  const value = args[name];
  return typeof value === 'boolean' ? value : undefined;
}

function intArg(args: Args, name: string, fallback: number): number {
  const value = args[name];
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : fallback;
}

export function listArg(args: Args, name: string): unknown[] | undefined {
  const value = args[name];
  if (value === undefined || value === null) return undefined;
  return Array.isArray(value) ? value : [value];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `locale` argument, or the inherited locale when it is omitted; an unknown locale is Contentful's UNKNOWN_LOCALE. */
export function localeArg(store: ContentStore, args: Args, inherited: string): string {
  const requested = args.locale;
  if (requested === undefined || requested === null) return inherited;
  if (typeof requested !== 'string' || !store.hasLocale(requested)) {
    throw contentfulError(
      'UNKNOWN_LOCALE',
      `Query execution error. Requested locale '${String(requested)}' does not exist in the space`,
      { locale: requested, availableLocales: [...store.localeCodes] },
    );
  }
  return requested;
}

/** The locale and mode of a root field: the default locale and delivery unless its arguments say otherwise. */
export function rootRef(store: ContentStore, args: Args): { locale: string; preview: boolean } {
  return { locale: localeArg(store, args, store.defaultLocale), preview: boolArg(args, 'preview') ?? false };
}

/** One page of a list, by the `skip` and `limit` arguments. */
export function page<T>(list: readonly T[], args: Args): { total: number; skip: number; limit: number; items: T[] } {
  const skip = intArg(args, 'skip', 0);
  const limit = intArg(args, 'limit', DEFAULT_COLLECTION_LIMIT);
  return { total: list.length, skip, limit, items: list.slice(skip, skip + limit) };
}

/** The arguments of every collection field (paging, mode, locale), plus its own (`where`, `order`). */
export function collectionArgs(extra: GraphQLFieldConfigArgumentMap = {}): GraphQLFieldConfigArgumentMap {
  return {
    skip: { type: GraphQLInt, defaultValue: 0 },
    limit: { type: GraphQLInt, defaultValue: DEFAULT_COLLECTION_LIMIT },
    preview: { type: GraphQLBoolean },
    locale: { type: GraphQLString },
    ...extra,
  };
}
